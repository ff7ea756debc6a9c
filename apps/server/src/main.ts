import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './db/seed/demo';
import { todayInParis } from './platform/clock';
import { FileStorage } from './platform/files/storage';
import { startHousekeeping } from './platform/housekeeping';
import { startMailSender } from './platform/mail/sender';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();

  let seeded = false;
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, todayInParis(), new FileStorage(path.join(config.dataDir, 'files')));
    seeded = true;
  }

  let kick = () => {};
  const app = await buildApp({ config, db: database.db, kickMail: () => kick() });
  const sender = startMailSender({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    pollMs: config.mailPollMs,
    log: app.log,
  });
  kick = () => void sender.flush();
  const stopHousekeeping = startHousekeeping(
    database.db,
    { limits: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }, embedded: database.kind === 'pglite' },
    app.log,
  );

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const lines = [
    '',
    `  Staff management is running on http://localhost:${config.port} — database: ${where}`,
    `  API documentation: http://localhost:${config.port}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(
      seeded ? '  Demo data created. Accounts (password demo1234):' : `  Demo accounts (password ${DEMO_PASSWORD}):`,
    );
    for (const [role, username] of DEMO_ACCOUNTS) lines.push(`    ${role.padEnd(34)} ${username}`);
    lines.push(`  Globex is reached at http://globex.localhost:${config.port}`);
  }
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    stopHousekeeping();
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
