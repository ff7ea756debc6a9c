import type { Input } from './cases';
import { multipartPayload } from './multipart';
import type { FuzzRoute } from './openapi';
import { Raw, SELF } from './values';

/** Percent-encodes a string, writing lone surrogates as the (invalid) UTF-8 bytes of their code unit. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: encoded below, one character at a time.
  }
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/**
 * Node refuses a request line over 16 KB (`--max-http-header-size`) before the app sees it (431): longer strings
 * in a URL would only measure the test's own URL parsing, so they are cut there. Bodies keep their megabyte.
 */
const URL_STRING_MAX = 16_384;

function encodeScalar(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (typeof value === 'string') return encode(value.slice(0, URL_STRING_MAX));
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === undefined) return '';
  return encode(describeJson(value));
}

const describeJson = (value: unknown, replace?: (v: unknown) => unknown) => {
  try {
    return JSON.stringify(value, replace && ((_key, v) => replace(v))) ?? 'null';
  } catch {
    return '[]';
  }
};

export type HttpRequest = { method: string; url: string; payload?: string | Buffer; headers: Record<string, string> };

export function toRequest(route: FuzzRoute, input: Input, selfId: number): HttpRequest {
  const me = (value: unknown) => (value === SELF ? selfId : value);
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params[name];
    return Array.isArray(value) ? value.map((v) => encodeScalar(me(v))).join(',') : encodeScalar(me(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of input.query) {
    const k = encodeScalar(key);
    if (value === null) pairs.push(k);
    else if (Array.isArray(value)) for (const v of value) pairs.push(`${k}=${encodeScalar(me(v))}`);
    else pairs.push(`${k}=${encodeScalar(me(value))}`);
  }
  const url = pairs.length ? `${path}?${pairs.join('&')}` : path;
  const headers: Record<string, string> = {};
  const body = input.body;
  let payload: string | Buffer | undefined;
  if (body.kind === 'json') {
    payload = describeJson(body.value, me);
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw') {
    payload = body.text;
    if (body.contentType !== '') headers['content-type'] = body.contentType ?? 'application/json';
  } else if (body.kind === 'multipart') {
    payload = multipartPayload(body);
    headers['content-type'] = body.header ?? `multipart/form-data; boundary=${body.boundary}`;
  }
  return { method: route.method, url, payload, headers };
}

/** What a report shows of a request's body. */
export function bodyExcerpt(request: HttpRequest): string {
  if (request.payload === undefined) return '';
  const text = Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload;
  return text.length > 300 ? `${text.slice(0, 300)}…(${text.length} chars)` : text;
}
