import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { type ProjectChoice, ProjectPicker } from './ProjectPicker';

/** The project picker (issue 25): the user's recent projects first; a new name creates a project only when asked. */
beforeAll(initFrench);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = (id: number, name: string, customer: string | null = null) => ({
  id,
  name,
  customer_model: customer ? { name: customer, nickname: null } : null,
});
const ALL = [project(1, 'Audit', 'Acme'), project(2, 'Formation'), project(3, 'Refonte SI', 'Banque Atlantique')];
const RECENT = [{ id: 3, name: 'Refonte SI', customer_name: 'Banque Atlantique', last_used: '2026-11-20' }];

/** What the picker handed over, in order. */
const choices: ProjectChoice[] = [];

/** The picker with its value kept, as a form keeps it. */
function Harness() {
  const [value, setValue] = useState<ProjectChoice>({ project: null, project_name: null, text: '' });
  return (
    <ProjectPicker
      value={value}
      onChange={(next) => {
        choices.push(next);
        setValue(next);
      }}
    />
  );
}

function setUp() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).includes('recent-projects')
        ? { results: RECENT }
        : { count: 0, results: String(url).includes('name=') ? [] : ALL };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  choices.length = 0;
  renderWithProviders(<Harness />);
  return { choices, input: screen.getByRole('combobox', { name: /Projet/ }) };
}

/** Typed, not filled from outside: the combobox takes a change as the user's only in the focused input. */
function open(input: HTMLElement) {
  input.focus();
  fireEvent.click(input);
}

describe('the project picker', () => {
  it('lists my recent projects first, then the others', async () => {
    const { input } = setUp();
    open(input);
    const listbox = await screen.findByRole('listbox', { hidden: true });
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(3));
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Banque Atlantique — Refonte SI', 'Acme — Audit', 'Formation']);
    expect(listbox.textContent).toMatch(/^Récents.*Tous les projets/);
  });

  it('picks a listed project by its id', async () => {
    const { input, choices } = setUp();
    open(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Formation', hidden: true }, { timeout: 3000 }));
    expect(choices.at(-1)).toEqual({ project: 2, project_name: null, text: 'Formation' });
  });

  it('asks before creating a project from a name typed', async () => {
    const { input, choices } = setUp();
    open(input);
    fireEvent.change(input, { target: { value: 'Audti' } });
    expect(choices.at(-1)).toEqual({ project: null, project_name: null, text: 'Audti' });
    expect(await screen.findByText(/Choisissez « Créer le projet » dans la liste/)).toBeTruthy();
    const create = { name: 'Créer le projet « Audti »', hidden: true };
    fireEvent.click(await screen.findByRole('option', create, { timeout: 3000 }));
    expect(choices.at(-1)).toEqual({ project: null, project_name: 'Audti', text: 'Audti' });
    expect(await screen.findByText(/Nouveau projet : Audti/)).toBeTruthy();
  });
});
