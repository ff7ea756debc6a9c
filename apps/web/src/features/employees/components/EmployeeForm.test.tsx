import type { EmployeeOut } from '@staff/shared';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/me';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { EmployeeForm } from './EmployeeForm';

// The notes' autosizing textarea needs `document.fonts` and ResizeObserver: src/test/setup.ts gives them.
beforeAll(initFrench);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HR_ID = 5;
const employee = (id: number) =>
  ({
    id,
    username: `user${id}`,
    is_active: true,
    is_staff: true,
    employee_number: 'E005',
    last_login: null,
    date_joined: '2024-01-01T00:00:00Z',
    civility: null,
    first_name: 'Régine',
    last_name: 'Henry',
    email: 'rh@acme.fr',
    phone: null,
    mobile: null,
    hiring_date: null,
    departure_date: null,
    qualification: null,
    roles: ['hr'],
    employment_contract: null,
    professional_status: null,
    coefficient: null,
    office: null,
    contract: null,
    services: [],
    notes: null,
    field_1: null,
    field_2: null,
    field_3: null,
    field_4: null,
    field_5: null,
  }) as unknown as EmployeeOut;

/** The company's names of the free fields and coefficient (company preferences, key employee). */
const FIELD_NAMES = { field_1: 'Badge', field_2: '', field_3: '', field_4: '', field_5: '', coefficient: 'Échelon' };

function renderForm(record?: EmployeeOut) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = String(url).includes('company-settings/employee/')
      ? FIELD_NAMES
      : String(url).includes('username-suggestion/')
        ? { username: 'jdupont2' }
        : { count: 0, results: [] };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  const client = new QueryClient();
  client.setQueryData(meQueryKey, { id: HR_ID, roles: ['hr'], first_name: 'Régine', last_name: 'Henry' });
  renderWithProviders(<EmployeeForm employee={record} />, { client });
}

describe('the employee form on one’s own record (issue 21: nobody edits their own HR record)', () => {
  it('shows the record read-only, without Save, and sends to the profile', () => {
    renderForm(employee(HR_ID));
    expect((screen.getByLabelText('Matricule') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('Ceci est votre propre dossier');
    expect(screen.getByRole('link', { name: 'Modifier mon profil' }).getAttribute('href')).toBe('/edit-profile');
  });

  it("leaves a colleague's record editable", () => {
    renderForm(employee(HR_ID + 1));
    expect((screen.getByLabelText('Matricule') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe("the free fields under the company's names (issue 25)", () => {
  it('shows a named field under its name, hides an unnamed empty one, keeps an unnamed one that holds a value', {
    timeout: 15_000,
  }, async () => {
    renderForm({ ...employee(HR_ID + 1), field_3: 'imported' } as EmployeeOut);
    // The names come with the company's preferences, after the first render (a busy machine takes seconds).
    expect(await screen.findByLabelText('Badge', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Échelon')).toBeTruthy();
    expect((screen.getByLabelText('Champ libre 3') as HTMLInputElement).value).toBe('imported');
    expect(screen.queryByLabelText('Champ libre 2')).toBeNull();
    expect(screen.queryByLabelText('Champ libre 1')).toBeNull();
    expect(screen.queryByLabelText('Coefficient')).toBeNull();
  });
});

describe('the username suggested on creation (issue 25)', () => {
  const username = () => screen.getByLabelText(/Identifiant/) as HTMLInputElement;
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

  it("fills in the server's suggestion for the name typed, with a hint, until HR types a username", {
    timeout: 15_000,
  }, async () => {
    renderForm();
    type(/^Prénom/, 'Jean');
    type(/^Nom/, 'Dupont');
    await waitFor(() => expect(username().value).toBe('jdupont2'), { timeout: 3000 });
    expect(screen.getByText("Proposé d'après le nom : modifiez-le si besoin.")).toBeTruthy();
    fireEvent.change(username(), { target: { value: 'jean.d' } });
    type(/^Nom/, 'Durand');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(username().value).toBe('jean.d');
  });
});
