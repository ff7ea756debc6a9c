import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CUT_HEADER, createRoundRobin, startRoundRobinProxy } from '../../../scripts/round-robin-proxy.mjs';
import {
  jobsOutcome,
  lostWrites,
  mailsOnce,
  ranOnce,
  serverErrors,
  tally,
} from '../../../scripts/scale-drill-checks.mjs';

/*
 * The scale drill (scripts/scale-drill.mjs) runs two processes behind its round-robin proxy and judges what it saw with
 * pure functions: both are tested here, the proxy over two small servers of this process.
 */
describe('the round robin', () => {
  it('picks the targets in turn', () => {
    const turns = createRoundRobin(3);
    expect(Array.from({ length: 7 }, () => turns.pick())).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('passes over a target set aside until its time is up, then takes it again', () => {
    let now = 1000;
    const turns = createRoundRobin(2, { setAsideMs: 500, now: () => now });
    expect(turns.pick()).toBe(0);
    turns.setAside(1);
    expect([turns.pick(), turns.pick(), turns.pick()]).toEqual([0, 0, 0]);
    now += 500;
    expect([turns.pick(), turns.pick()]).toEqual([1, 0]);
  });

  it('still picks in turn when every target is set aside: a refused connection costs less than no answer', () => {
    const turns = createRoundRobin(2, { setAsideMs: 10_000, now: () => 0 });
    turns.setAside(0);
    turns.setAside(1);
    expect([turns.pick(), turns.pick(), turns.pick()]).toEqual([0, 1, 0]);
  });
});

describe('the round-robin proxy', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  /** A server answering its name, the request's method and body; `/die` destroys the connection instead. */
  async function backend(name: string): Promise<string> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.url === '/die') {
          req.socket.destroy();
          return;
        }
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
        res.end(`${name} ${req.method} ${Buffer.concat(chunks).toString()}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(resolve)));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function proxyOver(targets: string[]) {
    const proxy = await startRoundRobinProxy({ targets });
    closers.unshift(proxy.close);
    return { proxy, url: `http://127.0.0.1:${proxy.port}` };
  }

  it('sends requests to the processes in turn, bodies, methods and repeated headers passed on', async () => {
    const { proxy, url } = await proxyOver([await backend('a'), await backend('b')]);
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${url}/x`, { method: 'POST', body: `n=${i}` });
      expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      texts.push(await res.text());
    }
    expect(texts).toEqual(['a POST n=0', 'b POST n=1', 'a POST n=2', 'b POST n=3']);
    expect(proxy.stats).toEqual({ served: [2, 2], cut: 0, passedOver: 0 });
  });

  it('sends a request a process refused to the next one: it never reached the process', async () => {
    const down = await backend('down');
    await closers.pop()!(); // stopped: its port refuses connections
    const { proxy, url } = await proxyOver([down, await backend('b')]);
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push(await (await fetch(`${url}/`)).text());
    expect(texts).toEqual(['b GET ', 'b GET ', 'b GET ']);
    expect(proxy.stats).toEqual({ served: [0, 3], cut: 0, passedOver: 1 });
  });

  it('answers 502 marked as cut, and sends it nowhere else, when a process dies with the request', async () => {
    const { proxy, url } = await proxyOver([await backend('a'), await backend('b')]);
    const res = await fetch(`${url}/die`, { method: 'POST', body: 'a write' });
    expect(res.status).toBe(502);
    expect(res.headers.get(CUT_HEADER)).toBe('1');
    expect(await res.json()).toEqual({ detail: 'The server process stopped while answering.', code: 'bad_gateway' });
    expect(proxy.stats).toEqual({ served: [0, 0], cut: 1, passedOver: 0 });
  });
});

describe("the scale drill's checks", () => {
  it('count the requests the kill cut apart from the 5xx nobody explains, and from no answer at all', () => {
    const answers = [
      { what: 'leave', status: 201, cut: false },
      { what: 'leave', status: 502, cut: true },
      { what: 'leave', status: 0, cut: true },
      { what: 'time entry', status: 500, cut: false },
      { what: 'sign-in', status: 0, cut: false },
      { what: 'receipt', status: 429, cut: false },
    ];
    expect(serverErrors(answers)).toEqual({ total: 6, cut: 2, unexpected: [answers[3], answers[4]] });
    expect(tally(answers)).toBe(
      'leave 201 ×1, leave 502 (cut) ×1, leave 0 (cut) ×1, time entry 500 ×1, sign-in 0 ×1, receipt 429 ×1',
    );
    expect(tally([...answers, answers[0]!])).toMatch(/^leave 201 ×2, /);
  });

  it('find every acknowledged write the database does not hold, whatever its kind', () => {
    const acknowledged = new Map<string, (number | string)[]>([
      ['leave', [1, 2, 3]],
      ['session', ['x', 'y']],
      ['time entry', [7]],
    ]);
    const stored = new Map<string, Set<number | string>>([
      ['leave', new Set([1, 3, 99])],
      ['session', new Set(['x', 'y'])],
    ]);
    expect(lostWrites(acknowledged, stored)).toEqual([
      { kind: 'leave', id: 2 },
      { kind: 'time entry', id: 7 },
    ]);
  });

  it('call a job taken over when the orphan was claimed again and done', () => {
    const jobs = [
      { id: 'j1', status: 'done', attempts: 2 },
      { id: 'j2', status: 'done', attempts: 1 },
      { id: 'j3', status: 'running', attempts: 1 },
      { id: 'j4', status: 'failed', attempts: 3 },
    ];
    expect(jobsOutcome(jobs, ['j1', 'j3'])).toEqual({
      unfinished: ['j3 running', 'j4 failed'],
      takenOver: ['j1'],
      notTakenOver: ['j3'],
    });
    expect(jobsOutcome(jobs.slice(0, 2), [])).toEqual({ unfinished: [], takenOver: [], notTakenOver: [] });
  });

  it('count each mail once per recipient list: one received twice, one marked sent but lost, one not sent yet', () => {
    const rows = [
      { to: ['m@x', 'h@x'], sent: true },
      { to: ['h@x', 'm@x'], sent: true },
      { to: ['a@x'], sent: true },
      { to: ['b@x'], sent: true },
      { to: ['c@x'], sent: false },
    ];
    expect(
      mailsOnce(
        rows,
        new Map([
          ['h@x,m@x', 2],
          ['a@x', 1],
          ['b@x', 1],
        ]),
      ),
    ).toEqual({
      sent: 4,
      unsent: 1,
      twice: [],
      missing: [],
    });
    expect(
      mailsOnce(
        rows,
        new Map([
          ['h@x,m@x', 2],
          ['a@x', 2],
        ]),
      ),
    ).toEqual({
      sent: 4,
      unsent: 1,
      twice: ['a@x'],
      missing: ['b@x'],
    });
  });

  it('say the hourly task ran once only when its last run, once set, never moved', () => {
    expect(ranOnce([null, 5000, 5000, 5000])).toEqual({ ran: true, once: true, times: [5000] });
    expect(ranOnce([null, 5000, 9000])).toEqual({ ran: true, once: false, times: [5000, 9000] });
    expect(ranOnce([null, null])).toEqual({ ran: false, once: false, times: [] });
  });
});
