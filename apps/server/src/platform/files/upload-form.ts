import type { MultipartFile } from '@fastify/multipart';
import type { CodedMessage } from '@staff/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, appError, fieldError } from '../errors';
import type { UploadKind } from './limits';
import type { FileStorage, SavedFiles } from './storage';

/** A file read from an upload form, checked (size, type), not yet stored. */
export type Upload = { bytes: Buffer; fileName: string; contentType: string; saved: SavedFiles };

export type UploadSpec = {
  /** The file's field: `attachment_file`, or `file` (the CSV import, the receipt reading). */
  field: string;
  kind: UploadKind;
  /** The text fields the form reads (a document's title and description); other text fields are ignored. */
  texts?: readonly string[];
  /** Checks the file's name before its bytes are read (the CSV import wants `.csv`): the refusal, or null. */
  checkName?: (fileName: string) => AppError | null;
  /** The refusal when no file came, from the text fields read (a document names its missing title too). */
  missingFile?: (fields: Record<string, string>) => AppError;
};

/**
 * Reads the one file (and the text fields) of an upload form, the same way for every upload route (issue 21): a
 * body that is not multipart, a file part without a file name (what a browser sends when no file was chosen), an
 * empty file, a second file, a part under a field the form does not have, the file sent as text or a body the parser
 * cannot read are refused with the field they concern named, never a 500. The form is read to its end before any
 * answer, so a refusal never depends on where in the body the mistake is; the file is kept in memory (the kind's limit
 * bounds it) and reaches the disk only through FileStorage.save, in the route's transaction, whose bytes are deleted
 * at once if the request fails (`settleFailedUploads`).
 */
export async function readUploadForm(
  request: FastifyRequest,
  files: FileStorage,
  spec: UploadSpec,
): Promise<{ upload: Upload; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw appError(415, 'multipart_expected', undefined, {
      code: 'unsupported_media_type',
      fields: { [spec.field]: [{ code: 'multipart_expected' }] },
    });
  }
  let upload: Upload | null = null;
  // The form's mistakes by field; the rest of the body is still read (and dropped) so that all of them are named.
  const mistakes: Record<string, CodedMessage[]> = {};
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const mistake = fileMistake(part, spec, upload !== null);
        if (mistake) {
          mistakes[mistake.field] ??= [{ code: mistake.code }];
          await drain(part);
          continue;
        }
        const refused = spec.checkName?.(part.filename);
        if (refused) throw refused;
        upload = await readFile(request, files, part, spec);
      } else if (part.fieldname === spec.field) {
        // The file's field sent as a plain value (no `filename`): no file was chosen.
        mistakes[spec.field] ??= [{ code: 'file_required' }];
      } else if (spec.texts?.includes(part.fieldname)) fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // The parser's own errors (a truncated body, a malformed part header) carry no status: said of the file's field.
    throw fieldError(spec.field, 'multipart_unreadable');
  }
  if (!upload && !mistakes[spec.field]) {
    const missing = spec.missingFile?.(fields);
    if (missing) throw withMistakes(missing, mistakes);
    mistakes[spec.field] = [{ code: 'file_required' }];
  }
  // The file's own mistake first (the detail the web app shows when it places no field), then the others.
  const [first] = [mistakes[spec.field], ...Object.values(mistakes)].filter(Boolean);
  if (first) throw appError(400, first[0]!.code, undefined, { code: 'invalid', fields: mistakes });
  return { upload: upload!, fields };
}

/** A file part the form refuses: under a field it does not have, a second one, or without a file name. */
function fileMistake(part: MultipartFile, spec: UploadSpec, hasOne: boolean) {
  if (part.fieldname !== spec.field) return { field: fieldName(part.fieldname), code: 'field_unexpected' as const };
  if (hasOne) return { field: spec.field, code: 'file_one_only' as const };
  // What a browser sends when no file was chosen: `filename=""`.
  if (!part.filename) return { field: spec.field, code: 'file_required' as const };
  return null;
}

const withMistakes = (error: AppError, mistakes: Record<string, CodedMessage[]>) =>
  new AppError(error.status, error.coded, { code: error.code, fields: { ...mistakes, ...error.fields } });

/** The file's bytes (413 past the kind's limit), refused when empty (400) or of a type the kind refuses (415). */
async function readFile(request: FastifyRequest, files: FileStorage, part: MultipartFile, spec: UploadSpec) {
  const bytes = await files.readBytes(part, spec.kind);
  if (bytes.length === 0) throw fieldError(spec.field, 'file_empty');
  const contentType = files.check(bytes, spec.kind);
  return { bytes, fileName: part.filename, contentType, saved: savedFilesOf(request) };
}

/** A field name as the answer repeats it: bounded, whatever the client sent. */
const fieldName = (name: string) => name.slice(0, 100) || '(empty)';

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // Dropped: the part must be consumed for the parser to reach the next one.
  }
}

/**
 * The files stored for a request, by request: `FileStorage.save` notes each one here, and when the request's answer
 * is an error they are settled at once (deleted unless their row committed) instead of waiting for the next round of
 * `settleFiles`: a request that failed keeps no byte.
 */
const savedByRequest = new WeakMap<FastifyRequest, SavedFiles>();

function savedFilesOf(request: FastifyRequest): SavedFiles {
  let saved = savedByRequest.get(request);
  if (!saved) {
    saved = [];
    savedByRequest.set(request, saved);
  }
  return saved;
}

/** The hook (onSend) that settles the files of a request answered with an error, before the answer leaves. */
export function settleFailedUploads(files: FileStorage, db: Database) {
  return async (request: FastifyRequest, reply: { statusCode: number }, payload: unknown) => {
    const saved = savedByRequest.get(request);
    if (saved?.length && reply.statusCode >= 400) {
      // The database gone (an outage is a common reason for the error): the files stay noted for settleFiles' rounds.
      await files
        .settle(db, saved)
        .catch((error: unknown) => request.log.warn({ err: error }, 'settling an upload failed'));
    }
    return payload;
  };
}
