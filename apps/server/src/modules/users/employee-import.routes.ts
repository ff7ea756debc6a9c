import { EmployeeCsvCacheParams, EmployeeCsvCheckOut, EmployeeCsvFinalizeOut } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { appError } from '../../platform/errors';
import { readUploadForm } from '../../platform/files/upload-form';
import { requestPublicUrl } from '../../platform/public-url';
import { checkEmployeeFile, finalizeEmployeeImport } from './employee-import.service';

/** spec/3 §6: user.create gates the employees screens, their CSV import included. */
const IMPORT_EMPLOYEES = 'user.create';

/**
 * The file's text: UTF-8 (its byte order mark dropped by the reader), or, when the bytes are not UTF-8, Windows-1252,
 * which French Excel writes under "CSV (séparateur : point-virgule)".
 */
function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function employeeImportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/employee-csv-file/',
    {
      config: { permission: IMPORT_EMPLOYEES },
      schema: {
        tags: ['users'],
        summary: 'Check an employee CSV file (multipart, field `file`)',
        description:
          'A .csv file of at most 1,000,000 bytes (413 "File size exceeds 1Mo."), UTF-8 with or without BOM, `;` or `,` ' +
          'separated, one employee per line under a header naming the columns (any order, any case; the template lists ' +
          'them). Answers each warning with its line and column, the number of accounts Finalize would create (the ' +
          'lines without warning) and the cache_id to finalize with. Nothing is created yet.',
        consumes: ['multipart/form-data'],
        response: { 200: EmployeeCsvCheckOut },
      },
    },
    async (request) => {
      const auth = requireCompany(request);
      const { upload } = await readUploadForm(request, deps.files, {
        field: 'file',
        kind: 'csv',
        checkName: (name) =>
          name.toLowerCase().endsWith('.csv')
            ? null
            : appError(415, 'employeeCsv.notCsv', undefined, { code: 'unsupported_media_type' }),
      });
      const actor = { id: auth.user.id, companyId: auth.companyId, roles: auth.user.roles };
      return checkEmployeeFile(deps.db, actor, decodeCsv(upload.bytes));
    },
  );

  r.put(
    '/employee-csv-file/:cache_id/',
    {
      config: { permission: IMPORT_EMPLOYEES },
      schema: {
        tags: ['users'],
        summary: 'Finalize an employee CSV import',
        description:
          "Creates the accounts of the checked file's lines without warning, each invited by mail to choose a password, " +
          'in one transaction. A line that can no longer be created (its username taken since the check…) is an error ' +
          'and the others are created anyway. Once only: 409 for an import already finalized, 404 for an unknown one ' +
          "or another company's.",
        params: EmployeeCsvCacheParams,
        response: { 200: EmployeeCsvFinalizeOut },
      },
    },
    async (request) => {
      const auth = requireCompany(request);
      const actor = { id: auth.user.id, companyId: auth.companyId, roles: auth.user.roles };
      const result = await finalizeEmployeeImport(deps.db, actor, request.params.cache_id, {
        publicUrl: requestPublicUrl(deps.config.publicUrl, request),
      });
      deps.kickMail();
      return result;
    },
  );
}
