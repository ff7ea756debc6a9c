import pg from 'pg';
import type { Database } from '../src/db/client';

/**
 * Counts the SQL statements the driver runs, whichever driver it is: PGlite's `query`/`exec` (and those of its
 * transactions, BEGIN and COMMIT included, as node-postgres sends them too), node-postgres's `Client.query`. Timings
 * are not deterministic, statement counts are: the query-count tests assert them.
 */
export type StatementCounter = {
  /** The statements run since the last reset, their SQL text in order. */
  readonly statements: readonly string[];
  reset(): void;
  /** Runs `action` and returns the number of statements it ran. */
  count(action: () => Promise<unknown>): Promise<number>;
};

type Queryable = { query: (...args: any[]) => Promise<unknown>; exec?: (...args: any[]) => Promise<unknown> };

const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : String((arg as { text?: string })?.text ?? arg));

export function countStatements(db: Database): StatementCounter {
  const statements: string[] = [];
  const record = (text: string) => statements.push(text);
  const wrap = <T extends Queryable>(target: T, onText: (text: string) => void = record): T => {
    // `function`, not an arrow: on a prototype, `this` is the client the statement runs on.
    const query = target.query;
    target.query = function (this: unknown, ...args: any[]) {
      onText(textOf(args[0]));
      return query.apply(this, args);
    };
    const exec = target.exec;
    if (exec) {
      target.exec = function (this: unknown, ...args: any[]) {
        onText(textOf(args[0]));
        return exec.apply(this, args);
      };
    }
    return target;
  };

  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // Every statement of the pool (pool.query too) ends in a Client's query. The prototype is the test file's own
    // (vitest gives each file its own module graph); it reports to the latest counter.
    const proto = pg.Client.prototype as unknown as Queryable & { __counted?: true };
    if (!proto.__counted) {
      wrap(proto, (text) => activeRecorder?.(text));
      proto.__counted = true;
    }
    activeRecorder = record;
  } else {
    const lite = client as Queryable & { transaction: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown> };
    wrap(lite);
    const transaction = lite.transaction.bind(lite);
    lite.transaction = (fn) =>
      transaction((tx) => {
        record('BEGIN');
        return fn(wrap(tx)).then((result) => {
          record('COMMIT');
          return result;
        });
      });
  }
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
    async count(action) {
      statements.length = 0;
      await action();
      return statements.length;
    },
  };
}

// node-postgres: where the prototype's wrapper records.
let activeRecorder: ((text: string) => void) | undefined;
