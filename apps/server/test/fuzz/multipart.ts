import fc from 'fast-check';
import type { Body, Input, Mutation, Part } from './cases';
import type { FuzzRoute } from './openapi';
import { nastyValue } from './values';

/** The smallest file the upload check accepts (PDF magic bytes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00this program cannot be run', 'latin1');

/** Multipart bodies a browser would never send. */
export function multipartMutations(route: FuzzRoute): fc.Arbitrary<Mutation>[] {
  const fileField = route.multipartFields.find((f) => /file/.test(f)) ?? 'attachment_file';
  const textField = route.multipartFields.find((f) => !/file/.test(f)) ?? 'title';
  const edit = (label: string, change: (b: Extract<Body, { kind: 'multipart' }>) => void): Mutation => ({
    label,
    apply: (input) => {
      if (input.body.kind === 'multipart') change(input.body);
    },
  });
  const file = (value: Buffer, filename: string, contentType = 'application/pdf'): Part => ({
    name: fileField,
    value,
    filename,
    contentType,
  });
  return [
    fc.constant(edit('multipart: wrong boundary', (b) => (b.header = 'multipart/form-data; boundary=other'))),
    fc.constant(edit('multipart: no boundary', (b) => (b.header = 'multipart/form-data'))),
    fc.constant(edit('multipart: no file', (b) => (b.parts = b.parts.filter((p) => !p.filename)))),
    fc.constant(edit('multipart: no parts', (b) => (b.parts = []))),
    fc.constant(
      edit('multipart: wrong file field name', (b) => {
        for (const p of b.parts) if (p.filename) p.name = 'file';
      }),
    ),
    fc.constant(edit('multipart: truncated', (b) => (b.truncate = true))),
    fc.constant(edit('multipart: empty file', (b) => b.parts.push(file(Buffer.alloc(0), 'empty.pdf')))),
    fc.constant(edit('multipart: executable named .pdf', (b) => (b.parts = [file(EXE, 'x.pdf')]))),
    fc.constant(
      edit('multipart: six files', (b) => b.parts.push(...Array.from({ length: 6 }, () => file(PDF, 'a.pdf')))),
    ),
    fc.constant(
      edit('multipart: 25 fields', (b) =>
        b.parts.push(...Array.from({ length: 25 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
      ),
    ),
    fc.constant(edit('multipart: file over 5 MB', (b) => (b.parts = [file(Buffer.alloc(5_242_881, 0x25), 'big.pdf')]))),
    fc.constant(
      edit(
        'multipart: file field sent as text',
        (b) => (b.parts = [{ name: fileField, value: '%PDF-1.4 not a file' }]),
      ),
    ),
    fc
      .constantFrom(1_100_000, 2_000_000)
      .map((n) =>
        edit(`multipart: huge field ${textField} (${n} B)`, (b) =>
          b.parts.unshift({ name: textField, value: 'x'.repeat(n) }),
        ),
      ),
    nastyValue.map((v) =>
      edit(`multipart: nasty ${textField}`, (b) => {
        const text = typeof v === 'string' ? v : JSON.stringify(v);
        b.parts = [...b.parts.filter((p) => p.name !== textField), { name: textField, value: text }];
      }),
    ),
    fc
      .constantFrom(
        'a\u0000.pdf',
        '../../../x.pdf',
        `${'a'.repeat(300)}.pdf`,
        '漢字 😀.pdf',
        '',
        '.pdf',
        'a"b.pdf',
        'CON',
      )
      .map((name) =>
        edit(`multipart: file name ${JSON.stringify(name.slice(0, 20))}`, (b) => {
          for (const p of b.parts) if (p.filename !== undefined) p.filename = name;
        }),
      ),
    fc.constant({
      label: 'multipart: JSON body instead',
      apply: (input: Input) => (input.body = { kind: 'json', value: { title: 'x' } }),
    }),
    fc.constant({
      label: 'multipart: garbage under a multipart type',
      apply: (input: Input) =>
        (input.body = { kind: 'raw', text: 'not multipart at all', contentType: 'multipart/form-data; boundary=x' }),
    }),
  ];
}

/** The bytes of a multipart body, its closing boundary left out when it is to be truncated. */
export function multipartPayload(body: Extract<Body, { kind: 'multipart' }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of body.parts) {
    const disposition = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${body.boundary}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (!body.truncate) chunks.push(Buffer.from(`--${body.boundary}--\r\n`));
  return Buffer.concat(chunks);
}
