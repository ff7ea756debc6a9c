// Runs once per `playwright test`, in the runner process. Order in Playwright 1.65 (runner tasks): the
// webServer starts FIRST (and must answer /api/info/), THEN this global setup, THEN the tests. So the app is
// already up when the SMTP peer starts listening; that is fine because the app only sends mail through its
// outbox, which retries, and the tests that make it send mail run after this setup. Teardown runs in reverse:
// the SMTP peer closes first, then the webServer is stopped.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR, isAlive, MAIL_DIR, RUN_DIR, RUN_ID, SMTP_PORT } from './support/env';
import { startSmtpPeer } from './support/smtp-peer';

/** Removes the folders of earlier runs whose runner has ended (another run may be going on right now). */
function removeFinishedRuns() {
  const runs = join(ARTIFACTS_DIR, 'runs');
  for (const id of readdirSync(runs)) {
    if (id === RUN_ID) continue;
    const pidFile = join(runs, id, 'runner.pid');
    const running = existsSync(pidFile) && isAlive(Number(readFileSync(pidFile, 'utf8')));
    if (!running) rmSync(join(runs, id), { recursive: true, force: true });
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  removeFinishedRuns();
  const latest = join(ARTIFACTS_DIR, 'latest');
  rmSync(latest, { force: true });
  try {
    symlinkSync(join('runs', RUN_ID), latest);
  } catch {
    // Another run starting at the same moment (scripts/test.mjs runs shards side by side) made it first.
  }
  mkdirSync(MAIL_DIR, { recursive: true });

  const peer = await startSmtpPeer({ port: SMTP_PORT, dir: MAIL_DIR });
  console.log(`[e2e] SMTP peer on 127.0.0.1:${peer.port}; this run's files: ${RUN_DIR}`);
  return async () => {
    await peer.close();
  };
}
