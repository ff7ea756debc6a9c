import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { resetDialogs, toasts } from '../../test/fakeDialogs';
import { initFrench } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { Attachments, savedRows } from './Attachments';

vi.mock('../../lib/notify', () => import('../../test/fakeDialogs'));

beforeAll(initFrench);
afterEach(() => {
  cleanup();
  resetDialogs();
});

const SAVED = savedRows(
  [{ id: 3, file_name: 'arret.pdf', content_type: 'application/pdf', size: 20_480, created: '2026-03-02T10:00:00Z' }],
  (id) => `/api/leave/1/attachment/${id}/`,
);

function mount(upload: (file: File) => Promise<unknown>) {
  renderWithProviders(
    <Attachments texts="leaves.attachments" rows={SAVED} canChange upload={upload} remove={vi.fn()} />,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return (file: File) => fireEvent.change(input, { target: { files: [file] } });
}

describe('Attachments (one list for leaves, receipts and the transport cost)', () => {
  it('lists a saved file with its date and size, to preview and to delete', () => {
    mount(vi.fn());
    expect(screen.getByText('arret.pdf')).toBeTruthy();
    expect(screen.getByText('02-03-2026 · 20 Ko')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir arret.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer arret.pdf' })).toBeTruthy();
  });

  it('says a file above 5 MB under the list, and sends nothing', async () => {
    const upload = vi.fn(async () => ({}));
    const drop = mount(upload);
    drop(new File([new Uint8Array(5_242_881)], 'scan.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La taille du fichier dépasse 5 Mo.');
    expect(upload).not.toHaveBeenCalled();
  });

  it("says the server's refusal under the list, in the leave's words, and a success in a toast", async () => {
    const refused = new ApiError(400, 'Bad Request', { detail: 'Not a PDF.' });
    const drop = mount(vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce({}));
    drop(new File(['%PDF'], 'faux.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Impossible d'ajouter la pièce jointe : /);
    drop(new File(['%PDF'], 'vrai.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'success', message: 'La pièce jointe vrai.pdf a été ajoutée.' }]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
