#!/usr/bin/env node
// A small round-robin HTTP proxy (issue 29): what a load balancer does in front of N app processes, for the scale
// drill (scripts/scale-drill.mjs, in process) and the throughput bench (bench/side-by-side/run.ts, as a process of its
// own, so that its CPU is counted apart from the load's). No dependency: node:http.
//
//   node scripts/round-robin-proxy.mjs PORT http://127.0.0.1:8001 http://127.0.0.1:8002 …
//
// Each request goes to the next process in turn. A process that refuses the connection (it is down: the request never
// reached it) is passed over for the next one and set aside for a second, as a load balancer's health check would; a
// request cut once it reached a process (the process died under it) is not sent again, since a write may have been
// done: the client gets 502 `bad_gateway` with the header `x-proxy-cut: 1`, which the drill counts.
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const CUT_HEADER = 'x-proxy-cut';
const SET_ASIDE_MS = 1000;
/** Hop-by-hop headers: about one connection, not passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * Picks among `count` targets in turn, passing over those set aside until their time is up. When every target is set
 * aside, it picks in turn anyway: a refused connection costs less than no answer.
 */
export function createRoundRobin(count, { setAsideMs = SET_ASIDE_MS, now = Date.now } = {}) {
  let next = 0;
  const asideUntil = new Array(count).fill(0);
  const take = (index) => {
    next = (index + 1) % count;
    return index;
  };
  return {
    pick() {
      for (let i = 0; i < count; i++) {
        const index = (next + i) % count;
        if (asideUntil[index] <= now()) return take(index);
      }
      return take(next);
    },
    setAside(index) {
      asideUntil[index] = now() + setAsideMs;
    },
  };
}

function withoutHopByHop(headers) {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Starts the proxy on `port` (0: any free one) in front of `targets` (URLs). Resolves to its port, its counts
 * (`served[i]`: requests answered by target i; `cut`: requests cut by a dying process; `passedOver`: connections refused
 * and sent to the next process) and `close()`.
 */
export async function startRoundRobinProxy({ targets, port = 0, setAsideMs = SET_ASIDE_MS }) {
  const upstreams = targets.map((target) => new URL(target));
  const turns = createRoundRobin(upstreams.length, { setAsideMs });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const stats = { served: upstreams.map(() => 0), cut: 0, passedOver: 0 };

  const cut = (res) => {
    stats.cut++;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json', [CUT_HEADER]: '1' });
    res.end(JSON.stringify({ detail: 'The server process stopped while answering.', code: 'bad_gateway' }));
  };

  const forward = (req, res, body, tries) => {
    const index = turns.pick();
    const upstream = upstreams[index];
    const outgoing = http.request({
      agent,
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: { ...withoutHopByHop(req.headers), 'content-length': String(body.length) },
    });
    let answered = false;
    outgoing.on('response', (answer) => {
      answered = true;
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
      answer.on('close', () => {
        if (answer.complete) stats.served[index]++;
        else cut(res);
      });
    });
    outgoing.on('error', (error) => {
      if (answered) return; // the answer's own close counts it
      if (error.code === 'ECONNREFUSED' && tries < upstreams.length) {
        turns.setAside(index);
        stats.passedOver++;
        forward(req, res, body, tries + 1);
      } else cut(res);
    });
    outgoing.end(body);
  };

  const server = http.createServer((req, res) => {
    readBody(req).then(
      (body) => forward(req, res, body, 1),
      () => res.destroy(),
    );
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    stats,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, ...targets] = process.argv.slice(2);
  if (!port || targets.length === 0) {
    console.error('usage: node scripts/round-robin-proxy.mjs PORT URL [URL …]');
    process.exit(2);
  }
  const proxy = await startRoundRobinProxy({ targets, port: Number(port) });
  console.log(`round-robin proxy on ${proxy.port} → ${targets.join(', ')}`);
  process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}
