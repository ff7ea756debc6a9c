/**
 * Cold start of the server as `npm start` runs it: from the spawn of `node scripts/start.mjs` to the first 200 of
 * /api/health/ (database open, migrations checked, routes ready), on a data dir that exists already, as after a
 * restart. The first start (creating the database, and building the server when its sources changed) is not counted.
 * Also prints the CPU time spent until then: on a machine shared with other work, the elapsed time depends on the
 * neighbours, the CPU time much less.
 *
 *   npx tsx bench/cold-start.ts [runs=5] [checkout=.]         PGlite in a temporary DATA_DIR (or DATA_DIR=…)
 *   DATABASE_URL=postgres://… npx tsx bench/cold-start.ts     on PostgreSQL
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMs, serverRssMb, startServer, stopServer } from './side-by-side/processes';

const runs = Number(process.argv[2] ?? 5);
const checkout = path.resolve(process.argv[3] ?? '.');
const ownDataDir = !process.env.DATA_DIR && !process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-cold-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const times: number[] = [];
const cpus: number[] = [];
try {
  for (let i = 0; i <= runs; i++) {
    const port = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SKIP_WEB_BUILD: '1', NODE_ENV: 'production' };
    const server = await startServer('app', [process.execPath, 'scripts/start.mjs'], { cwd: checkout, env, port });
    const rss = serverRssMb(server.child.pid!);
    const cpu = cpuMs(server.child.pid!);
    await stopServer(server);
    if (i === 0) {
      console.log(
        `first start (database created or migrated, build if stale): ${(server.readyMs / 1000).toFixed(2)} s`,
      );
      continue;
    }
    times.push(server.readyMs);
    cpus.push(cpu);
    console.log(
      `start ${i}: ${(server.readyMs / 1000).toFixed(2)} s to the first 200 of /api/health/, ` +
        `${(cpu / 1000).toFixed(2)} s of CPU (start.mjs and the server), ${rss.toFixed(0)} MB`,
    );
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `cold start on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: median ${(median / 1000).toFixed(2)} s, ` +
      `best ${(times[0]! / 1000).toFixed(2)} s, worst ${(times.at(-1)! / 1000).toFixed(2)} s over ${times.length} starts; ` +
      `CPU median ${(cpus[Math.floor(cpus.length / 2)]! / 1000).toFixed(2)} s (on a busy machine the CPU time tells more)`,
  );
} finally {
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}
