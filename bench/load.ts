export {};

/**
 * Measures the main lists under concurrent load against a running server (npm start on a database seeded with
 * bench/seed-large.ts). Loopback only; bounded in requests and time.
 *   npx tsx bench/load.ts [baseUrl=http://localhost:8000] [concurrency=8] [requestsPerScenario=400]
 * Prints, per scenario, requests per second and latency percentiles.
 */
const base = process.argv[2] ?? 'http://localhost:8000';
const concurrency = Number(process.argv[3] ?? 8);
const perScenario = Number(process.argv[4] ?? 400);
const url = new URL(base);
if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) throw new Error('bench/load.ts only targets loopback');

const jar = new Map<string, string>();
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, base), {
    ...init,
    headers: { ...(init.headers ?? {}), cookie: cookieHeader() },
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [k, v] = pair!.split('=');
    jar.set(k!, v!);
  }
  return res;
}

await call('/api/info/');
const login = await call('/api/auth/', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
  body: JSON.stringify({ username: 'bench-rh', password: 'demo1234' }),
});
if (login.status !== 200) throw new Error(`sign-in failed (${login.status}): run bench/seed-large.ts first`);

const month = new Date().toISOString().slice(0, 7);
const scenarios: [string, string][] = [
  ['people, first page by name', '/api/user/?ordering=first_name&limit=25'],
  ['people, search', '/api/user/?search=elodie&limit=25'],
  ['leaves to validate (back office)', '/api/leave/?managed=true&status=submitted&ordering=-begin_date&limit=25'],
  ['leaves, page 40 by end date', '/api/leave/?managed=true&ordering=end_date&limit=25&offset=1000'],
  ['leaves calendar month', `/api/leave/?for_month=${month}&limit=1000`],
  ['leaves yearly totals', `/api/leave/totals/?for_year=${new Date().getFullYear() - 1}`],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
for (const [name, path] of scenarios) {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < perScenario) {
        next++;
        const t = performance.now();
        const res = await call(path);
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(36)} ${String(Math.round(times.length / seconds)).padStart(5)} req/s  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms${errors ? `  ${errors} errors` : ''}`,
  );
}
