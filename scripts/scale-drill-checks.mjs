// The scale drill's verdicts (scripts/scale-drill.mjs), as pure functions of what it recorded and read back:
// apps/server/test/scale-drill.test.ts.

/**
 * The answers that say something broke: a 5xx the proxy did not mark as cut by the kill (the app's own failure), or
 * no answer at all (status 0: the proxy itself failed). `answers`: `{ what, status, cut }`.
 */
export function serverErrors(answers) {
  const cut = answers.filter((a) => a.cut).length;
  const unexpected = answers.filter((a) => !a.cut && (a.status === 0 || a.status >= 500));
  return { total: answers.length, cut, unexpected };
}

/**
 * The acknowledged writes the database does not hold: `acknowledged` maps a kind to the ids its 2xx answers gave,
 * `stored` the same kind to the ids found. Answers `[{ kind, id }]`.
 */
export function lostWrites(acknowledged, stored) {
  const lost = [];
  for (const [kind, ids] of acknowledged) {
    const found = stored.get(kind) ?? new Set();
    for (const id of ids) if (!found.has(id)) lost.push({ kind, id });
  }
  return lost;
}

/**
 * What became of the reading jobs. `orphaned`: the jobs the killed process held (running at the kill, their lease no
 * longer renewed after); `jobs`: every acknowledged job as read at the end, `{ id, status, attempts }`. A job taken
 * over was claimed again (attempts ≥ 2).
 */
export function jobsOutcome(jobs, orphaned) {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const unfinished = jobs.filter((j) => j.status !== 'done').map((j) => `${j.id} ${j.status}`);
  const takenOver = orphaned.filter((id) => byId.get(id)?.status === 'done' && byId.get(id).attempts >= 2);
  return { unfinished, takenOver, notTakenOver: orphaned.filter((id) => !takenOver.includes(id)) };
}

/**
 * Whether the hourly task ran once across the processes: `readings` are its `last_run_at` (ms, or null before any
 * run), read after each process's first tick was due. Once a process claimed the hour the time must not move: a
 * second process running it too would have written its own.
 */
export function ranOnce(readings) {
  const runs = readings.filter((r) => r !== null);
  return { ran: runs.length > 0, once: runs.length > 0 && runs.every((r) => r === runs[0]), times: [...new Set(runs)] };
}

/** `what status ×count` for every kind of answer, most frequent first: the report's line. */
export function tally(answers) {
  const counts = new Map();
  for (const a of answers) {
    const key = `${a.what} ${a.status}${a.cut ? ' (cut)' : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((x, y) => y[1] - x[1])
    .map(([key, n]) => `${key} ×${n}`)
    .join(', ');
}

/**
 * Whether each mail went out once: `rows` are the outbox's (`{ to, sent }`), `delivered` counts the messages the SMTP
 * peer received by their sorted recipients. Per recipient list, the messages received must be the rows marked sent:
 * more is a mail sent twice, fewer a mail marked sent that never arrived. Rows not sent yet are counted apart (a
 * killed process's claim holds its batch for 5 minutes).
 */
export function mailsOnce(rows, delivered) {
  const sent = new Map();
  for (const row of rows.filter((r) => r.sent)) {
    const key = [...row.to].sort().join(',');
    sent.set(key, (sent.get(key) ?? 0) + 1);
  }
  const keys = new Set([...sent.keys(), ...delivered.keys()]);
  const twice = [...keys].filter((k) => (delivered.get(k) ?? 0) > (sent.get(k) ?? 0));
  const missing = [...keys].filter((k) => (delivered.get(k) ?? 0) < (sent.get(k) ?? 0));
  return {
    sent: rows.length - rows.filter((r) => !r.sent).length,
    unsent: rows.filter((r) => !r.sent).length,
    twice,
    missing,
  };
}
