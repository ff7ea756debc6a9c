import { request } from '@playwright/test';
const base = `http://127.0.0.1:${process.argv[2]}`;
const ctx = await request.newContext({ baseURL: base });
await ctx.get('/api/info/');
const csrf = (await ctx.storageState()).cookies.find((c) => c.name === 'csrftoken').value;
const h = { 'X-CSRFToken': csrf };
await ctx.post('/api/auth/', { data: { username: process.argv[3] ?? 'alice', password: 'demo1234' }, headers: h });
h['X-CSRFToken'] = (await ctx.storageState()).cookies.find((c) => c.name === 'csrftoken').value;
for (const p of process.argv.slice(4)) {
  const [method, path, body] = p.split('|');
  const r = await ctx.fetch(path, { method, data: body ? JSON.parse(body) : undefined, headers: h });
  console.log(method, path, r.status(), (await r.text()).slice(0, 1500));
}
