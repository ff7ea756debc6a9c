import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts, withFrenchAndFakeDialogs } from '../test/fakeDialogs';
import { renderHookWithProviders } from '../test/render';
import { downloadFile } from './download';
import { useDownload } from './useDownload';

vi.mock('./notify', () => import('../test/fakeDialogs'));

withFrenchAndFakeDialogs();

/** The server's answer to the file's GET: a file named by Content-Disposition, or an error body. */
function serverAnswers(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
}
const pdfFile = () =>
  new Response(new Blob(['%PDF-1.7']), {
    headers: { 'content-disposition': 'attachment; filename="CRA_2026-11.pdf"' },
  });
const zipFile = () =>
  new Response(new Blob(['PK']), { headers: { 'content-disposition': 'attachment; filename="conge_martin.zip"' } });
const serverError = () =>
  Response.json({ detail: 'The PDF could not be drawn.', code: 'pdf_failed' }, { status: 500, statusText: 'Oops' });
const notFound = () => Response.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });

/** Runs one download through the hook, as a button would; answers the saved links' names. */
async function download(kind: Parameters<ReturnType<typeof useDownload>['run']>[0], fallback = 'fichier.pdf') {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const { result } = renderHookWithProviders(() => useDownload());
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = result.current.run(kind, () => downloadFile('pdf/activity-report/7', fallback, { pdf: 1 }));
  });
  expect(result.current.downloading).toBe(true);
  await act(() => running);
  expect(result.current.downloading).toBe(false);
  return saved;
}

// jsdom has no object URLs; the saved file is read from the link clicked.
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
});

describe('useDownload: every PDF and ZIP says it is created or why not (spec/2 §8)', () => {
  it('saves a PDF under the name the server gives, and says so', async () => {
    serverAnswers(pdfFile);
    expect(await download('pdf')).toEqual(['CRA_2026-11.pdf']);
    expect(toasts).toEqual([{ kind: 'success', message: 'Fichier PDF créé : CRA_2026-11.pdf' }]);
  });

  it('saves a ZIP, and says so', async () => {
    serverAnswers(zipFile);
    expect(await download('zip', 'leave_3.zip')).toEqual(['conge_martin.zip']);
    expect(toasts).toEqual([{ kind: 'success', message: 'Fichier ZIP créé : conge_martin.zip' }]);
  });

  it('"Failed to create PDF file: {details}", the details the server gave (a 500: its status text)', async () => {
    serverAnswers(serverError);
    expect(await download('pdf')).toEqual([]);
    expect(toasts).toEqual([
      { kind: 'error', message: 'Échec de la création du fichier PDF : The PDF could not be drawn.' },
    ]);
  });

  it('"Failed to create ZIP file", with the reason under it, translated from its code', async () => {
    serverAnswers(notFound);
    expect(await download('zip')).toEqual([]);
    expect(toasts).toEqual([
      {
        kind: 'error',
        title: 'Échec de la création du fichier ZIP',
        message: "Cet élément n'existe pas ou n'est plus disponible.",
      },
    ]);
  });

  it('says an unreachable server as such', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await download('pdf');
    expect(toasts[0]?.message).toMatch(/^Échec de la création du fichier PDF : Le serveur est injoignable/);
  });

  it('lets another file (a spreadsheet export) give its own words', async () => {
    serverAnswers(notFound);
    await download({ done: (name) => `fait : ${name}`, failed: (details) => ({ message: `raté : ${details}` }) });
    serverAnswers(pdfFile);
    await download({ done: (name) => `fait : ${name}`, failed: (details) => ({ message: `raté : ${details}` }) });
    expect(toasts).toEqual([
      { kind: 'error', message: "raté : Cet élément n'existe pas ou n'est plus disponible." },
      { kind: 'success', message: 'fait : CRA_2026-11.pdf' },
    ]);
  });
});
