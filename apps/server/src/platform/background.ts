import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Work that runs after the answer has gone (e.g. the reset mail, so that the answer takes the same time whether the
 * account exists or not). Tracked so that app.close() waits for it before the database closes, and tests can wait.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` on a later turn of the event loop, after the current handler has answered. */
  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** How many tasks have not finished yet. */
  get pending(): number {
    return this.running.size;
  }

  /** Resolves once every task, including those started meanwhile, has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work left running after an answer (tests wait for it with `app.tasks.idle()`). */
    tasks: BackgroundTasks;
  }
}

/** The app's task tracker: reachable as `app.tasks`, and awaited by app.close() before anything else closes. */
export function backgroundTasks(app: FastifyInstance): BackgroundTasks {
  const tasks = new BackgroundTasks(app.log);
  app.decorate('tasks', tasks);
  app.addHook('onClose', () => tasks.idle());
  return tasks;
}
