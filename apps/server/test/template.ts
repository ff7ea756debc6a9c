import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, fromPglite, fromPostgresUrl } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { pinToday, todayInParis } from '../src/platform/clock';
import { openFileStorage } from '../src/platform/files/stores';
// The demo's accounts hashed at the tests' cost, as the workers' own hashes are (test/password-cost.ts).
import './password-cost';

/** Where a test run keeps its template and uploaded files. */
export type TemplateInfo =
  | { kind: 'pglite'; root: string; dumpPath: string; filesDir: string }
  | { kind: 'postgres'; root: string; url: string; adminUrl: string; template: string; filesDir: string };

/**
 * Behind PgBouncer (scripts/with-postgres.sh with PGBOUNCER=1) the apps reach PostgreSQL through the pooler
 * (TEST_DATABASE_URL, DATABASE_POOLER=transaction), but the databases are made and dropped on PostgreSQL itself
 * (TEST_DATABASE_ADMIN_URL): the pooler keeps idle connections to the template, and CREATE DATABASE … TEMPLATE refuses
 * a template anyone is connected to.
 */
const POOLER = process.env.DATABASE_POOLER === 'transaction' ? 'transaction' : 'none';

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Migrates and seeds the demo once per Vitest project (`project`: its name); every test file then starts from a copy
 * of it. On PostgreSQL each project its own template database: the two server projects build theirs side by side.
 */
export async function buildTemplate(project: string): Promise<TemplateInfo> {
  const templateDb = `staff_test_template_${project.replace(/\W/g, '_')}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-test-'));
  const filesDir = path.join(root, 'files');
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const adminUrl = process.env.TEST_DATABASE_ADMIN_URL || url;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const handle = fromPostgresUrl(withDatabase(adminUrl, templateDb));
    await prepare(handle, filesDir);
    return { kind: 'postgres', root, url, adminUrl, template: templateDb, filesDir };
  }
  const client = await PGlite.create();
  const handle = fromPglite(client);
  await prepare(handle, filesDir);
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(root, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { kind: 'pglite', root, dumpPath, filesDir };
}

/**
 * The file store of a test run: FILE_STORE when the run names one (the folder tests on PostgreSQL, the database tests
 * on PGlite), else the product's default for the database (config.ts): chunks on PostgreSQL, the folder on PGlite.
 */
export function testFileStore(kind: 'pglite' | 'postgres'): 'database' | 'folder' {
  const named = process.env.FILE_STORE;
  if (named === 'database' || named === 'folder') return named;
  return kind === 'postgres' ? 'database' : 'folder';
}

async function prepare(handle: DatabaseHandle, filesDir: string) {
  await handle.migrate();
  // The demo is written around the day the test apps take as today (APP_TODAY when a run pins one: test/app.ts).
  pinToday(process.env.APP_TODAY || undefined);
  const fileStore = testFileStore(handle.kind);
  await seedDemo(handle.db, todayInParis(), openFileStorage({ fileStore, dataDir: path.dirname(filesDir) }, handle.db));
  if (handle.kind === 'postgres') await handle.close();
}

/** A fresh database for one test file, copied from the template. */
export async function openTestDatabase(info: TemplateInfo): Promise<DatabaseHandle> {
  if (info.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(info.dumpPath)]) });
    return fromPglite(client);
  }
  const name = `staff_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  await admin.end();
  const handle = fromPostgresUrl(withDatabase(info.url, name), { pooler: POOLER });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: info.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Removes what buildTemplate made: its folder, and the template database on PostgreSQL. */
export async function removeTemplate(info: TemplateInfo): Promise<void> {
  fs.rmSync(info.root, { recursive: true, force: true });
  if (info.kind !== 'postgres') return;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${info.template} WITH (FORCE)`);
  await admin.end();
}
