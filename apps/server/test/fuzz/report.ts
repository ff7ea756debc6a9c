/** What the fuzzer holds against one answer. */
export type Finding = {
  kind: '5xx' | 'slow' | 'error body' | 'harness';
  route: string;
  role: string;
  method: string;
  url: string;
  request: string;
  labels: string[];
  status: number;
  response: string;
  ms: number;
  /** What the server logged as an error while answering: the message and the top of the stack. */
  errors: string[];
};

export type RouteStats = {
  route: string;
  cases: number;
  byStatus: Record<string, number>;
  maxMs: number;
  totalMs: number;
};

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/**
 * Two findings are the same defect when they share kind, status and cause: the server's first error line for a
 * 5xx, the answer's `code` for a malformed error body (a framework error, whatever the route), the route for a slow one.
 */
function causeOf(f: Finding): string {
  if (f.kind === 'slow') return `slow ${f.route}`;
  if (f.kind === 'error body')
    return `error body ${f.status} ${/"code":"([^"]*)"/.exec(f.response)?.[1] ?? f.response.slice(0, 60)}`;
  const error = (f.errors[0] ?? f.response).split('\n')[0]!.replace(/\d+/g, '#').slice(0, 160);
  return `${f.kind} ${f.status} ${error}`;
}

/** The findings grouped by cause, each with its routes, roles, count and first example. */
export function formatFindings(findings: Finding[]): string {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) groups.set(causeOf(f), [...(groups.get(causeOf(f)) ?? []), f]);
  const lines: string[] = [`${findings.length} findings, ${groups.size} distinct causes:`];
  for (const [cause, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const f = list[0]!;
    const routes = [...new Set(list.map((x) => x.route))];
    const roles = [...new Set(list.map((x) => x.role))].join(',');
    lines.push(
      '',
      `■ ${cause} ×${list.length} (roles: ${roles})`,
      `  routes: ${routes.join(' | ')}`,
      `  e.g. ${f.method} ${cut(f.url, 300)}  [${f.role}] → ${f.status} in ${Math.round(f.ms)} ms`,
      `  mutations: ${f.labels.join('; ') || 'none (valid-looking input)'}`,
    );
    if (f.request) lines.push(`  body: ${cut(f.request, 300)}`);
    lines.push(`  answer: ${cut(f.response, 300)}`);
    for (const e of f.errors.slice(0, 2)) lines.push(`  server: ${cut(e, 1200).replace(/\n/g, '\n          ')}`);
    const others = [...new Set(list.slice(1).map((x) => `${x.method} ${cut(x.url, 160)} [${x.labels.join('; ')}]`))];
    for (const o of others.slice(0, 3)) lines.push(`  also: ${o}`);
  }
  return lines.join('\n');
}

export function formatStats(stats: RouteStats[], seconds: number, seeds: string): string {
  const total = stats.reduce((n, s) => n + s.cases, 0);
  const slowest = [...stats].sort((a, b) => b.maxMs - a.maxMs).slice(0, 10);
  const lines = [
    `fuzz: ${stats.length} routes, ${total} cases (${Math.round(total / stats.length)} per route), ${seconds.toFixed(1)} s, ${seeds}`,
    'slowest answers per route (max / mean ms):',
    ...slowest.map(
      (s) =>
        `  ${s.route.padEnd(52)} ${Math.round(s.maxMs).toString().padStart(6)} / ${(s.totalMs / s.cases).toFixed(1)}`,
    ),
    'answers by status class per route:',
    ...stats.map(
      (s) =>
        `  ${s.route.padEnd(52)} ${Object.entries(s.byStatus)
          .sort()
          .map(([k, v]) => `${k}:${v}`)
          .join(' ')}`,
    ),
  ];
  return lines.join('\n');
}
