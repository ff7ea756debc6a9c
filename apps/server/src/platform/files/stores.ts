import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DatabaseFileStorage } from './database-storage';
import { FolderFileStorage } from './folder-storage';
import type { FileStorage } from './storage';

/** The store FILE_STORE names (config.ts), chosen once at start: the app, the seed and the settling timer share it. */
export function openFileStorage(config: Pick<Config, 'fileStore' | 'dataDir'>, db: Database): FileStorage {
  return config.fileStore === 'database'
    ? new DatabaseFileStorage(db)
    : new FolderFileStorage(path.join(config.dataDir, 'files'));
}
