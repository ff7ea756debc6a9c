import type { ExportCheckOut } from '@staff/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../lib/download';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { SynthesisExportButtons } from './SynthesisExportButtons';

vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn(async () => 'synthese.xlsx') }));

/** Before a payroll export, the month's reports not validated are named, and accounting chooses (issue 25). */
beforeAll(initFrench);
afterEach(async () => {
  // A closing modal's transition timer still pending when the file ends fired once jsdom was gone (an unhandled
  // "window is not defined" that failed the unit run): let it fire first.
  await new Promise((resolve) => setTimeout(resolve, 300));
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(downloadFile).mockClear();
});

const PLUGIN = { id: 'payroll-xlsx', name: 'Synthèse', module: 'payroll', format: 'xlsx' };

function setUp(notValidated: ExportCheckOut['not_validated']) {
  const check: ExportCheckOut = { for_month: '2030-01', not_validated: notValidated };
  const fetchMock = vi.fn(async (url: string) => {
    const body = String(url).includes('export-check')
      ? check
      : String(url).includes('module=payroll')
        ? { count: 1, results: [PLUGIN] }
        : { count: 0, results: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<SynthesisExportButtons month="2030-01" />);
}

describe('a payroll export while reports are not validated', () => {
  it('exports at once when every report is validated', async () => {
    setUp([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export synthèse (XLSX)' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadFile).mock.calls[0]?.[0]).toBe('exports/monthly/payroll-xlsx/');
  });

  it('names them first; "Exporter quand même" exports, Cancel does not', async () => {
    setUp([
      { user_id: 1, first_name: 'Bob', last_name: 'Durand', report: { id: 4, status: 'submitted' } },
      { user_id: 2, first_name: 'Claire', last_name: 'Petit', report: null },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export synthèse (XLSX)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rapports de janvier 2030 pas encore validés' });
    expect(dialog.textContent).toContain("2 rapports d'activité du mois ne sont pas validés.");
    const names = screen.getByRole('list', { name: 'Rapports non validés' });
    expect(names.textContent).toMatch(/Bob Durand · Envoyé/);
    expect(names.textContent).toMatch(/Claire Petit · .+/);
    expect(downloadFile).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Exporter quand même' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
  });

  it('opens the reminder, where accounting chooses whom to remind', async () => {
    setUp([{ user_id: 2, first_name: 'Claire', last_name: 'Petit', report: null }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Export synthèse (XLSX)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Relancer…' }));
    expect(await screen.findByRole('dialog', { name: "Rappel des rapports d'activité de janvier 2030" })).toBeTruthy();
    expect(downloadFile).not.toHaveBeenCalled();
  });
});
