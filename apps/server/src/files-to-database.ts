/**
 * `npm run files:to-database`: moves the bytes of the files under DATA_DIR/files into the database (FILE_STORE=folder
 * to FILE_STORE=database), with the same DATABASE_URL and DATA_DIR as the app. Safe to run again, and to stop midway:
 * each file is moved in one transaction and a file already in the database is skipped (platform/files/move-to-database.ts).
 * The folder is left as it was; once the app runs on FILE_STORE=database and the files are served, it may be removed.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { FolderFileStorage } from './platform/files/folder-storage';
import { moveFilesToDatabase } from './platform/files/move-to-database';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const folder = new FolderFileStorage(path.join(config.dataDir, 'files'));
    console.log(`Moving the files of ${folder.root} into the database…`);
    const report = await moveFilesToDatabase(database.db, folder);
    console.log(`${report.moved} moved, ${report.alreadyThere} already in the database.`);
    if (report.missing.length > 0) {
      console.error(`${report.missing.length} files have a row but no bytes in the folder (left as they were):`);
      for (const name of report.missing) console.error(`  ${name}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
