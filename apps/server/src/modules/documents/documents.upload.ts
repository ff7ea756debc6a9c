import { DocumentText, issueMessage } from '@staff/shared';
import type { FastifyRequest } from 'fastify';
import { appError, badRequest } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';

export type DocumentUpload = DocumentText & { upload: { bytes: Buffer; fileName: string; contentType: string } };

/**
 * Reads the multipart form of a document (title, description, attachment_file), shared by the company's documents
 * and a service's documents: 400 "all_fields_required" naming the missing title or file, 413/415 from the storage,
 * then the text limits (the input guard sees JSON only, so the text is checked here after reading the parts).
 */
export async function readDocumentUpload(request: FastifyRequest, files: FileStorage): Promise<DocumentUpload> {
  let upload: DocumentUpload['upload'] | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') upload = await files.readUpload(part, 'attachment');
    else fields[part.fieldname] = String(part.value);
  }
  const title = (fields.title ?? '').trim();
  if (!title || !upload) {
    const missing = [...(title ? [] : ['title']), ...(upload ? [] : ['attachment_file'])];
    const named = Object.fromEntries(missing.map((name) => [name, [{ code: 'field_required' as const }]]));
    throw appError(400, 'all_fields_required', undefined, { code: 'invalid', fields: named });
  }
  const text = DocumentText.safeParse({ title, description: fields.description ?? '' });
  if (!text.success) {
    const issue = text.error.issues[0]!;
    const { code, params } = issueMessage(issue);
    throw badRequest(code, params, [String(issue.path[0])]);
  }
  return { ...text.data, upload };
}
