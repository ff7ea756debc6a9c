import {
  EMPLOYEE_CSV_TEMPLATE_NAME,
  type EmployeeCsvCheckOut,
  type EmployeeCsvFinalizeOut,
  employeeCsvTemplate,
} from '@staff/shared';
import { ApiError, api, apiUrl } from '../../../lib/api';
import { readCookie } from '../../../lib/cookies';
import { saveBlob } from '../../../lib/download';

/** POST /api/employee-csv-file/ (multipart, field `file`): the checked file (docs/api-employee-import.md). */
export function checkEmployeeCsv(file: File, onProgress: (percent: number) => void): Promise<EmployeeCsvCheckOut> {
  // fetch() tells nothing of an upload's progress; XMLHttpRequest does (spec: "the import shows progress").
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('employee-csv-file/'));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-CSRFToken', readCookie('csrftoken') ?? '');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as EmployeeCsvCheckOut);
      else reject(new ApiError(request.status, request.statusText, body as object | null));
    };
    request.onerror = () => reject(new TypeError('network'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** PUT /api/employee-csv-file/{cache_id}/: creates the accounts of the checked rows. */
export const finalizeEmployeeCsv = (cacheId: string) =>
  api<EmployeeCsvFinalizeOut>(`employee-csv-file/${encodeURIComponent(cacheId)}/`, { method: 'PUT', body: {} });

/** The empty template, written in the browser from the shared column list (it is the same for every company). */
export function downloadEmployeeCsvTemplate(): void {
  saveBlob(new Blob([employeeCsvTemplate()], { type: 'text/csv;charset=utf-8' }), EMPLOYEE_CSV_TEMPLATE_NAME);
}
