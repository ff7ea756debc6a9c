import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toasts, withFrenchAndFakeDialogs } from '../../../test/fakeDialogs';
import { renderWithProviders } from '../../../test/render';
import { type ProjectRef, ProjectSelect } from './ProjectSelect';

vi.mock('../../../lib/notify', () => import('../../../test/fakeDialogs'));

withFrenchAndFakeDialogs();

// jsdom draws no layout: the dropdown stays `display: none` for the accessibility tree, its options are there.

const FORMATION = { id: 4, name: 'Formation interne', color: '#6d071a', customer_model: null };
const CREATED = { id: 12, name: 'Veille techno', color: '#449dd1', customer_model: null };

/** The server: the user's projects whose name holds the search, and the project created by POST. */
function serve() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return Response.json(CREATED, { status: 201 });
    const name = new URL(url, 'http://x').searchParams.get('name') ?? '';
    const found = FORMATION.name.toLowerCase().includes(name.toLowerCase()) ? [FORMATION] : [];
    return Response.json({ count: found.length, results: found });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let picked: ProjectRef | null = null;
function Picker() {
  const [value, setValue] = useState<ProjectRef | null>(null);
  picked = value;
  return <ProjectSelect label="Projet" value={value} onChange={setValue} />;
}

describe('the project picker', () => {
  it('offers to create a name no project bears, creates it and picks it, with the spec’s toast', async () => {
    const fetchMock = serve();
    renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Projet' });
    // Typed, not filled from outside: the combobox takes a change as the user's only in the focused input.
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'Veille techno' } });
    const create = await screen.findByRole(
      'option',
      { name: 'Créer le projet « Veille techno »', hidden: true },
      { timeout: 3000 },
    );
    fireEvent.click(create);
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'success', message: 'Le projet « Veille techno » a bien été créé !' }]),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/project/');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Veille techno' });
    expect(picked).toEqual({ id: 12, name: 'Veille techno', color: '#449dd1', customer_name: null });
  });

  it('picks an existing project, and offers no creation for a name that exists', async () => {
    serve();
    renderWithProviders(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Projet' });
    // Typed, not filled from outside: the combobox takes a change as the user's only in the focused input.
    input.focus();
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'Formation interne' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Formation interne', hidden: true }, { timeout: 3000 }));
    expect(screen.queryByRole('option', { name: /Créer le projet/, hidden: true })).toBeNull();
    expect(picked?.id).toBe(4);
  });
});
