import { EMPLOYEE_CSV_COLUMNS, EMPLOYEE_CSV_MAX_BYTES } from '@staff/shared';

/**
 * The employee CSV import of a file near the 1 MB limit (~5,000 employees), against a running server (npm start, the
 * demo company: `rh` holds user.create). Loopback only. Prints the file's size, the time of the check (upload, parse,
 * lookups, cache) and of the finalize (5,000 accounts, their services and invitations in one transaction).
 *   npx tsx bench/csv-import.ts [baseUrl=http://localhost:8000] [rows=5000] [username=rh] [password=demo1234]
 * Every run makes new usernames (a run tag), so it can run again on the same database.
 */
const base = process.argv[2] ?? 'http://localhost:8000';
const wanted = Number(process.argv[3] ?? 5000);
const username = process.argv[4] ?? 'rh';
const password = process.argv[5] ?? 'demo1234';
const url = new URL(base);
if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  throw new Error('bench/csv-import.ts only targets loopback');

const jar = new Map<string, string>();
async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  if (init.method && init.method !== 'GET') headers.set('x-csrftoken', jar.get('csrftoken') ?? '');
  const res = await fetch(new URL(path, base), { ...init, headers });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const [k, v] = pair!.split('=');
    jar.set(k!, v!);
  }
  return res;
}

const FIRST = [
  'Élodie',
  'Hugo',
  'Léa',
  'Mathis',
  'Chloé',
  'Lucas',
  'Inès',
  'Théo',
  'Manon',
  'Nathan',
  'Camille',
  'Jules',
];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'];
const tag = Date.now().toString(36);

/** One line per employee with most columns filled, as HR's spreadsheet would be; stops before 1,000,000 bytes. */
function buildFile(): { text: string; rows: number } {
  const lines = [`\uFEFF${EMPLOYEE_CSV_COLUMNS.join(';')}`];
  let size = Buffer.byteLength(lines[0]!) + 2;
  let rows = 0;
  for (let i = 0; i < wanted; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const values: Record<string, string> = {
      username: `b${tag}${i}`,
      first_name: first,
      last_name: last,
      email: `${first
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()}.${last.toLowerCase()}${i}@exemple.fr`,
      employee_number: `B${tag}-${i}`,
      civility: i % 2 ? 'Mister' : 'Mrs',
      roles: i % 50 === 0 ? 'collaborator|manager' : 'collaborator',
      hiring_date: `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/20${10 + (i % 15)}`,
      employment_contract: ['CDI', 'CDD', 'Stage', 'Freelance'][i % 4]!,
      phone: `01 23 45 ${String(i % 100).padStart(2, '0')} 00`,
      qualification: 'Consultant',
      office: 'Paris',
      notes: '"Arrivé via l\'import ; à accueillir"',
    };
    const line = EMPLOYEE_CSV_COLUMNS.map((c) => values[c] ?? '').join(';');
    if (size + Buffer.byteLength(line) + 2 > EMPLOYEE_CSV_MAX_BYTES) break;
    lines.push(line);
    size += Buffer.byteLength(line) + 2;
    rows++;
  }
  return { text: `${lines.join('\r\n')}\r\n`, rows };
}

await call('/api/info/');
const login = await call('/api/auth/', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password }),
});
if (login.status !== 200) throw new Error(`sign-in as ${username} failed (${login.status})`);

const { text, rows } = buildFile();
const bytes = Buffer.byteLength(text);
const form = new FormData();
form.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');

let started = performance.now();
const checked = await call('/api/employee-csv-file/', { method: 'POST', body: form });
const checkMs = performance.now() - started;
const check = (await checked.json()) as { warnings: unknown[]; users_count: number; cache_id: string };
if (checked.status !== 200) throw new Error(`check failed (${checked.status}): ${JSON.stringify(check)}`);

started = performance.now();
const finalized = await call(`/api/employee-csv-file/${check.cache_id}/`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: '{}',
});
const finalizeMs = performance.now() - started;
const result = (await finalized.json()) as { created: number; errors: unknown[] };
if (finalized.status !== 200) throw new Error(`finalize failed (${finalized.status}): ${JSON.stringify(result)}`);

console.log(`file: ${rows} rows, ${bytes} bytes`);
console.log(`check: ${checkMs.toFixed(0)} ms, ${check.warnings.length} warnings, ${check.users_count} to create`);
console.log(`finalize: ${finalizeMs.toFixed(0)} ms, ${result.created} created, ${result.errors.length} errors`);
