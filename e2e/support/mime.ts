// A small MIME reader for the mails our own server sends (nodemailer): headers with RFC 2047 encoded words,
// multipart/* (alternative, mixed, related) nested, quoted-printable / base64 / 7bit / 8bit bodies, any
// charset that TextDecoder knows. Enough to read a mail's text, html, links and attachment names in a test;
// not a general-purpose parser (mailparser is not a dependency and this keeps it that way).

export type MailAttachment = { filename: string | null; contentType: string; size: number };

export type ParsedMail = {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  headers: Record<string, string>;
};

type Part = { headers: Map<string, string>; body: string };

/** Bytes kept as a latin1 string: one char per byte, so nothing is lost before we know the charset. */
const toBinary = (raw: Buffer) => raw.toString('latin1');
const fromBinary = (binary: string) => Buffer.from(binary, 'latin1');
/** `=C3=A9` (or `%C3%A9`) → the bytes, as a binary string. */
const unhex = (text: string, marker: '=' | '%') =>
  text.replace(marker === '=' ? /=([0-9A-Fa-f]{2})/g : /%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** RFC 2047: =?charset?Q|B?text?= words; whitespace between two encoded words is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?[^?]+\?[QqBb]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : fromBinary(unhex(text.replace(/_/g, ' '), '='));
      return decodeCharset(bytes, charset);
    });
}

function splitHeadersAndBody(binary: string): Part {
  const match = /\r?\n\r?\n/.exec(binary);
  const head = match ? binary.slice(0, match.index) : binary;
  const body = match ? binary.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Unfold continuation lines, then one header per line; the first occurrence wins.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (headers.has(name)) continue;
    // Raw 8-bit header bytes are UTF-8 (SMTPUTF8); encoded words are decoded on top.
    headers.set(name, decodeEncodedWords(decodeCharset(fromBinary(line.slice(colon + 1).trim()))));
  }
  return { headers, body };
}

/** `type/subtype; a=b; c="d"` → { value: 'type/subtype', params: { a: 'b', c: 'd' } } (RFC 2231 `x*=` too). */
export function parseHeaderParams(header: string | undefined): { value: string; params: Record<string, string> } {
  if (!header) return { value: '', params: {} };
  const [value = '', ...rest] = header.split(';');
  const params: Record<string, string> = {};
  for (const item of rest) {
    const eq = item.indexOf('=');
    if (eq < 0) continue;
    let key = item.slice(0, eq).trim().toLowerCase();
    let val = item
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (key.endsWith('*')) {
      key = key.slice(0, -1).replace(/\*\d+$/, '');
      const m = /^([^']*)'[^']*'(.*)$/.exec(val);
      if (m) val = decodeCharset(fromBinary(unhex(m[2] ?? '', '%')), m[1] || 'utf-8');
    }
    params[key] = key in params ? params[key] + val : val;
  }
  return { value: value.trim().toLowerCase(), params };
}

function decodeTransfer(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return fromBinary(unhex(body.replace(/[ \t]+(\r?\n)/g, '$1').replace(/=\r?\n/g, ''), '='));
    default:
      return fromBinary(body);
  }
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    if (line.startsWith(`${delimiter}--`)) {
      if (current) parts.push(current.join('\r\n'));
      current = null;
      break;
    }
    if (line.startsWith(delimiter) && line.slice(delimiter.length).trim() === '') {
      if (current) parts.push(current.join('\r\n'));
      current = [];
      continue;
    }
    current?.push(line);
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function walk(part: Part, out: ParsedMail): void {
  const type = parseHeaderParams(part.headers.get('content-type') ?? 'text/plain; charset=us-ascii');
  const disposition = parseHeaderParams(part.headers.get('content-disposition'));
  if (type.value.startsWith('multipart/') && type.params.boundary) {
    for (const sub of splitMultipart(part.body, type.params.boundary)) walk(splitHeadersAndBody(sub), out);
    return;
  }
  const bytes = decodeTransfer(part.body, part.headers.get('content-transfer-encoding'));
  const filename = disposition.params.filename ?? type.params.name ?? null;
  const isText = type.value === 'text/plain' || type.value === 'text/html' || type.value === '';
  if (disposition.value === 'attachment' || filename || !isText) {
    out.attachments.push({ filename, contentType: type.value || 'application/octet-stream', size: bytes.length });
    return;
  }
  const text = decodeCharset(bytes, type.params.charset ?? 'utf-8').replace(/\r\n/g, '\n');
  if (type.value === 'text/html') out.html += text;
  else out.text += text;
}

/** Every e-mail address in an address header (`"Name" <a@b>, c@d`), lower-cased. */
export function addresses(header: string | undefined): string[] {
  if (!header) return [];
  return [...header.matchAll(/<([^<>\s]+@[^<>\s]+)>|([^\s<>,;:"]+@[^\s<>,;:"]+)/g)].map((m) =>
    (m[1] ?? m[2] ?? '').toLowerCase(),
  );
}

export function parseMail(raw: Buffer): ParsedMail {
  const top = splitHeadersAndBody(toBinary(raw));
  const out: ParsedMail = {
    from: top.headers.get('from') ?? '',
    to: addresses(top.headers.get('to')),
    cc: addresses(top.headers.get('cc')),
    subject: top.headers.get('subject') ?? '',
    text: '',
    html: '',
    attachments: [],
    headers: Object.fromEntries(top.headers),
  };
  walk(top, out);
  return out;
}

/** Absolute links found in a mail's text and html (href values with &amp; decoded), without duplicates. */
export function extractLinks(text: string, html: string): string[] {
  const found = [
    ...[...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')),
    ...[...text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0]),
  ];
  return [...new Set(found.filter((link) => /^https?:\/\//.test(link)))];
}
