import type { ReceiptOcrJobOut } from '@staff/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { ocrJob } from './ocrJobs.test-helpers';
import { useReceiptOcr } from './useReceiptOcr';

beforeAll(initFrench);
afterEach(() => vi.unstubAllGlobals());

const PROPOSAL = {
  date: '2026-11-12',
  total: 111,
  seller: 'LE BISTROT DES HALLES',
  taxes: [
    { rate: 10, tf: 75, vat: 7.5 },
    { rate: 20, tf: 23.75, vat: 4.75 },
  ],
  recognized: ['date', 'total', 'seller', 'taxes'],
  text: 'LE BISTROT DES HALLES',
} satisfies ReceiptOcrJobOut['proposal'];

/** The server's answers in order: the POST's, then each poll's. */
function serve(...answers: [number, unknown][]) {
  const fetchMock = vi.fn(async () => {
    const [status, body] = answers.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'ticket.jpg', { type: 'image/jpeg' });

describe('useReceiptOcr', () => {
  it('posts the file as `file`, polls with the progress, and ends with the proposal', async () => {
    const fetchMock = serve(
      [202, ocrJob({})],
      [200, ocrJob({ status: 'running', progress: 0.4 })],
      [200, ocrJob({ status: 'done', progress: 1, proposal: PROPOSAL })],
    );
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const ocr = useReceiptOcr(60);
      seen.push(`${ocr.status} ${ocr.progress}`);
      return ocr;
    });
    let read: Promise<unknown> = Promise.resolve();
    act(() => {
      read = result.current.read(photo());
    });
    expect(result.current).toMatchObject({ status: 'uploading', busy: true });
    // Each state as the user sees it, polls apart (no act around the whole reading: it would batch them).
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(await read).toEqual(PROPOSAL);
    expect([...new Set(seen)]).toEqual(['idle 0', 'uploading 0', 'queued 0', 'running 0.4', 'done 1']);
    expect(result.current).toMatchObject({ status: 'done', progress: 1, proposal: PROPOSAL, error: null, busy: false });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/ocr/receipt/', 'POST']);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(fetchMock.mock.calls.slice(1).map((call) => (call as unknown as [string])[0])).toEqual([
      '/api/ocr/receipt/job-aaaaaaaaaaaaaaaaaaaa/',
      '/api/ocr/receipt/job-aaaaaaaaaaaaaaaaaaaa/',
    ]);
  });

  it('says why a reading failed, in French', async () => {
    serve([202, ocrJob({})], [200, ocrJob({ status: 'failed', error: { code: 'ocr.pdfWithoutText' } })]);
    const { result } = renderHook(() => useReceiptOcr(5));
    await act(async () => expect(await result.current.read(photo())).toBeNull());
    expect(result.current).toMatchObject({
      status: 'failed',
      proposal: null,
      error: 'Ce PDF ne contient pas de texte : déposez plutôt une photo du justificatif.',
    });
  });

  it('says a refused post in the user’s words (429 of a full queue)', async () => {
    serve([
      429,
      {
        detail: 'You already have 2 receipts being read: wait until they are done.',
        code: 'rate_limited',
        message_code: 'ocr.userQueueFull',
        params: { max: 2 },
      },
    ]);
    const { result } = renderHook(() => useReceiptOcr(5));
    await act(async () => void (await result.current.read(photo())));
    expect(result.current.error).toBe(
      "Vous avez déjà 2 justificatifs en cours de lecture : attendez qu'ils soient lus.",
    );
  });

  it('stops polling on reset, and forgets the reading', async () => {
    const fetchMock = serve([202, ocrJob({})], [200, ocrJob({ status: 'running', progress: 0.2 })]);
    const { result } = renderHook(() => useReceiptOcr(1000));
    let read: Promise<unknown> = Promise.resolve();
    act(() => {
      read = result.current.read(photo());
    });
    await waitFor(() => expect(result.current.status).toBe('queued'));
    act(() => result.current.reset());
    expect(await read).toBeNull();
    expect(result.current).toMatchObject({ status: 'idle', proposal: null, error: null });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
