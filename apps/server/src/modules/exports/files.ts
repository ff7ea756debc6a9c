import type { FastifyReply } from 'fastify';

/**
 * How every export answers its file (expense claims, payroll, overtime): the name in Content-Disposition (the web
 * saves the file under it, spec/3 §7), never sniffed, never cached.
 */

/** `attachment` with the name twice: plain for old clients, RFC 5987 `filename*` for the others. */
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * `synthese-mensuelle_2026-11.xlsx`: what the file is, in French (the accounting's language, as the files' contents
 * are), the month or `tous-les-mois`, and the format once, as the extension (issue 25).
 */
export const exportFileName = (plugin: { fileStem: string; extension: string }, forMonth: string | undefined) =>
  `${plugin.fileStem}_${forMonth || 'tous-les-mois'}.${plugin.extension}`;

export function sendExportFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; bytes: Uint8Array },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .header('access-control-expose-headers', 'content-disposition')
    .send(Buffer.from(file.bytes));
}
