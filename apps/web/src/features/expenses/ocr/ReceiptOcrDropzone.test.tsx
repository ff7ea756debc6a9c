import { ATTACHMENT_MAX_BYTES, type ReceiptOcrJobOut, type ReceiptProposal } from '@staff/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { ocrJob } from './ocrJobs.test-helpers';
import { ReceiptOcrDropzone } from './ReceiptOcrDropzone';

beforeAll(initFrench);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROPOSAL: ReceiptProposal = {
  date: '2026-11-12',
  total: 40.4,
  seller: 'TAXI G7 PARIS',
  taxes: [{ rate: 10, tf: 36.73, vat: 3.67 }],
  recognized: ['date', 'total', 'seller'],
  text: 'TAXI G7 PARIS',
};

function serve(...answers: ReceiptOcrJobOut[]) {
  const fetchMock = vi.fn(async () => {
    const body = answers.shift();
    return new Response(JSON.stringify(body ?? {}), { status: body ? 202 : 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mount() {
  const onProposal = vi.fn();
  const onUnread = vi.fn();
  renderWithProviders(<ReceiptOcrDropzone onProposal={onProposal} onUnread={onUnread} />);
  // The drop zone's input is the first; the camera's comes after it.
  const [input, camera] = [...document.querySelectorAll('input[type="file"]')] as HTMLInputElement[];
  const drop = (file: File) => fireEvent.change(input!, { target: { files: [file] } });
  return { onProposal, onUnread, drop, camera: camera! };
}

describe('ReceiptOcrDropzone', () => {
  it('reads a dropped PDF: the progress in percent, then what was read, and hands over the proposal', async () => {
    serve(
      ocrJob({}),
      ocrJob({ status: 'running', progress: 0.42 }),
      ocrJob({ status: 'done', progress: 1, proposal: PROPOSAL }),
    );
    const { onProposal, drop } = mount();
    expect(
      screen.getByText('Déposez la photo ou le PDF du justificatif : il est lu et joint à la dépense'),
    ).toBeTruthy();
    const pdf = new File(['%PDF-1.4'], 'taxi.pdf', { type: 'application/pdf' });
    drop(pdf);
    await screen.findByText('Lecture du justificatif… 42 %', {}, { timeout: 3000 });
    expect(screen.getByRole('progressbar', { name: 'Avancement de la lecture' })).toBeTruthy();
    await screen.findByText(
      'Lu sur le justificatif : la date, le total et le vendeur. Vérifiez les champs surlignés.',
      {},
      { timeout: 3000 },
    );
    expect(onProposal).toHaveBeenCalledWith(PROPOSAL, pdf);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows why a receipt could not be read, and hands nothing over but the file to attach', async () => {
    serve(ocrJob({}), ocrJob({ status: 'failed', error: { code: 'ocr.unreadable' } }));
    const { onProposal, onUnread, drop } = mount();
    const png = new File([new Uint8Array([0x89, 0x50])], 'ticket.png', { type: 'image/png' });
    drop(png);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe("Ce justificatif n'a pas pu être lu. Saisissez-le à la main.");
    await waitFor(() => expect(onUnread).toHaveBeenCalledWith(png));
    expect(onProposal).not.toHaveBeenCalled();
  });

  it('offers the camera on a phone: "Prendre en photo" opens the back camera, and its photo is read (issue 25)', async () => {
    serve(ocrJob({}), ocrJob({ status: 'done', progress: 1, proposal: PROPOSAL }));
    const { onProposal, camera } = mount();
    expect(screen.getByRole('button', { name: 'Prendre en photo' })).toBeTruthy();
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    const photo = new File([new Uint8Array([0xff, 0xd8])], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(camera, { target: { files: [photo] } });
    await waitFor(() => expect(onProposal).toHaveBeenCalledWith(PROPOSAL, photo), { timeout: 3000 });
  });

  it("holds the camera's photo to the zone's bounds: too large or of another type, it is refused unsent", async () => {
    const fetchMock = serve();
    const { onProposal, onUnread, camera } = mount();
    const huge = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(camera, { target: { files: [huge] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('La taille du fichier dépasse 5 Mo.'));
    const heic = new File([new Uint8Array([0, 0])], 'photo.heic', { type: 'image/heic' });
    fireEvent.change(camera, { target: { files: [heic] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Seuls les PDF et les images JPEG, PNG ou WebP peuvent être lus.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onProposal).not.toHaveBeenCalled();
    expect(onUnread).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before sending it', async () => {
    const fetchMock = serve();
    const { drop } = mount();
    drop(new File(['a;b'], 'notes.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Seuls les PDF et les images JPEG, PNG ou WebP peuvent être lus.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
