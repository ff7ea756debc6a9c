import { DocumentText, issueMessage } from '@staff/shared';
import type { FastifyRequest } from 'fastify';
import { appError, badRequest } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import { readUploadForm, type Upload } from '../../platform/files/upload-form';

export type DocumentUpload = DocumentText & { upload: Upload };

/**
 * Reads the multipart form of a document (title, description, attachment_file), shared by the company's documents
 * and a service's documents: 400 "all_fields_required" naming the missing title or file, 413/415 from the storage,
 * then the text limits (the input guard sees JSON only, so the text is checked here after reading the parts).
 */
export async function readDocumentUpload(request: FastifyRequest, files: FileStorage): Promise<DocumentUpload> {
  const allRequired = (fields: Record<string, string>, hasFile: boolean) => {
    const missing = [...((fields.title ?? '').trim() ? [] : ['title']), ...(hasFile ? [] : ['attachment_file'])];
    const named = Object.fromEntries(missing.map((name) => [name, [{ code: 'field_required' as const }]]));
    return appError(400, 'all_fields_required', undefined, { code: 'invalid', fields: named });
  };
  const { upload, fields } = await readUploadForm(request, files, {
    field: 'attachment_file',
    kind: 'attachment',
    texts: ['title', 'description'],
    missingFile: (fields) => allRequired(fields, false),
  });
  const title = (fields.title ?? '').trim();
  if (!title) throw allRequired(fields, true);
  const text = DocumentText.safeParse({ title, description: fields.description ?? '' });
  if (!text.success) {
    const issue = text.error.issues[0]!;
    const { code, params } = issueMessage(issue);
    throw badRequest(code, params, [String(issue.path[0])]);
  }
  return { ...text.data, upload };
}
