import { readFileSync } from 'node:fs';
import { request } from '@playwright/test';
const [port, path, file, type] = process.argv.slice(2);
const ctx = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
await ctx.get('/api/info/');
let csrf = (await ctx.storageState()).cookies.find((c) => c.name === 'csrftoken').value;
await ctx.post('/api/auth/', { data: { username: 'alice', password: 'demo1234' }, headers: { 'X-CSRFToken': csrf } });
csrf = (await ctx.storageState()).cookies.find((c) => c.name === 'csrftoken').value;
const r = await ctx.post(path, {
  multipart: { attachment_file: { name: file.split('/').pop(), mimeType: type, buffer: readFileSync(file) } },
  headers: { 'X-CSRFToken': csrf },
});
console.log(r.status(), await r.text());
