import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { stubFetch, wrapperOf } from '../../../test/render';
import CompanyManagementPage from './CompanyManagementPage';

beforeAll(initFrench);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('company management', () => {
  it('sends the user home when the company cannot be loaded (spec/1 §8)', async () => {
    stubFetch(404, { detail: 'Not found.', code: 'not_found' });
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home page</p> },
        { path: 'back_office/company_management', element: <CompanyManagementPage /> },
      ],
      { initialEntries: ['/back_office/company_management'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<RouterProvider router={router} />, { wrapper: wrapperOf(client) });
    expect(await screen.findByText('home page')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
