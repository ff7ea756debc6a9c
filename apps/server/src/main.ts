import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { purgeExpiredAuthRows } from './modules/auth/auth.queries';
import { purgeSpentReminders } from './modules/synthesis/synthesis.reminder.purge';
import { sendTimeTrackingReminders } from './modules/time-tracking';
import { purgeStaleEmployeeImports } from './modules/users/employee-import.queries';
import { foldExpiredMarks } from './modules/wellness';
import { pinToday, todayInParis } from './platform/clock';
import { openFileStorage } from './platform/files/stores';
import { startHousekeeping } from './platform/housekeeping';
import { startMailSender } from './platform/mail/sender';

const SETTLE_FILES_EVERY_MS = 5000;

/** Until the app has its logger, problems go to the console. */
let log: { error(object: object, message: string): void } = {
  error: (object, message) => console.error(message, object),
};

// A promise nobody awaited that rejects (a fire-and-forget write during an outage, say) must not end the process:
// Node's default would stop every company's server for one stray error. It is a bug to fix, so it is logged loud.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));

async function main() {
  const config = loadConfig();
  // Before anything reads the day: the demo data is written around it.
  pinToday(config.today);
  // Fastify and every module load while the database opens (PGlite compiles its WebAssembly meanwhile); in the
  // production bundle they are a chunk of their own (scripts/build-server.mjs), so this is where they start loading.
  const appModule = import('./app');
  // The demo data and what writes it, only where it may be written (never in production).
  const demo = config.seedDemo ? await import('./db/seed/demo') : null;
  const database = await openDatabase(config);
  await database.migrate();

  // The same root as the app's storage (app.ts): the files the seed or a request saved are settled by the timer below.
  const files = openFileStorage(config, database.db);
  let seeded = false;
  if (demo && (await demo.isDatabaseEmpty(database.db))) {
    await demo.seedDemo(database.db, todayInParis(), files);
    seeded = true;
  }

  let kick = () => {};
  const { buildApp } = await appModule;
  const app = await buildApp({ config, db: database.db, kickMail: () => kick() });
  database.useLogger?.(app.log);
  log = app.log;
  const sender = startMailSender({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    pollMs: config.mailPollMs,
    log: app.log,
    logText: !config.isProduction,
  });
  kick = () => void sender.flush();
  const stopHousekeeping = startHousekeeping(
    database.db,
    {
      limits: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
      embedded: database.kind === 'pglite',
      purges: [
        purgeExpiredAuthRows,
        purgeStaleEmployeeImports,
        async (db) => void (await purgeSpentReminders(db)),
        // Not a purge but the same hourly pass: the time-tracking reminders of those who tracked nothing for a while.
        async (db) => void (await sendTimeTrackingReminders(db, { publicUrl: config.publicUrl })),
        // Wellness marks older than their company's retention become monthly figures.
        async (db) => void (await foldExpiredMarks(db)),
      ],
    },
    app.log,
  );

  // Bytes of uploads whose transaction failed (an outage mid-request) are deleted once the database can tell.
  const settleTimer = setInterval(() => {
    files.settleFiles(database.db).catch((error) => app.log.warn({ err: error }, 'settling uploaded files failed'));
  }, SETTLE_FILES_EVERY_MS);
  settleTimer.unref();

  // The start is one log line (issue 25): Fastify's own "Server listening at", worded for a person. In development it
  // reads as it is (pino-pretty in a terminal); in production it is a JSON line like every other.
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) =>
      `Staff management is running on ${config.publicUrl} (${address}), database ${where}, API docs ${config.publicUrl}/api/docs`,
  });
  if (demo) {
    const accounts = demo.DEMO_ACCOUNTS.map(([role, username]) => `${username} (${role})`).join(', ');
    app.log.info(
      `${seeded ? 'Demo data created. ' : ''}Demo accounts, password ${demo.DEMO_PASSWORD}: ${accounts}; ` +
        `Globex at http://globex.localhost:${config.port}`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    stopHousekeeping();
    clearInterval(settleTimer);
    await app.close();
    await sender.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
