import type { Config } from './config';
import type { Database } from './db/client';
import type { ExportRegistry } from './modules/exports';
import type { BackgroundTasks } from './platform/background';
import type { FileStorage } from './platform/files/storage';

/** What every module plugin receives: built once in buildApp, never a global. */
export type AppDeps = {
  db: Database;
  config: Config;
  files: FileStorage;
  /** Asks the mail sender to deliver the outbox now (after a commit that queued mail). */
  kickMail: () => void;
  /** Work that runs after the answer (awaited by app.close()). */
  tasks: BackgroundTasks;
  /** The export plugins each module registers when the app is built (one registry per app). */
  exports: ExportRegistry;
};
