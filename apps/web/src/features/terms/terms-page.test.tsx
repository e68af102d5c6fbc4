import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { gtc } from '../../test/handlers/terms';
import TermsPage from './terms-page';

async function renderPage() {
  const router = createMemoryRouter([{ path: '/agb', element: <TermsPage /> }], { initialEntries: ['/agb'] });
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('terms page', () => {
  it('accepts only after the checkbox, and shows the server refusal in German', async () => {
    const received = vi.fn();
    server.use(
      ...gtc(
        { accepted: false },
        apiError(403, 'FORBIDDEN', 'Sie haben keine Berechtigung für diese Aktion.'),
        received,
      ),
    );
    await renderPage();
    const accept = await screen.findByRole('button', { name: 'Akzeptieren' });
    expect(accept).toHaveProperty('disabled', true);
    await act(() => fireEvent.click(screen.getByLabelText('Ich habe die AGB gelesen und akzeptiere sie.')));
    expect(accept).toHaveProperty('disabled', false);
    await act(() => fireEvent.click(accept));
    expect(await screen.findByText('Sie haben keine Berechtigung für diese Aktion.')).toBeTruthy();
    expect(received).toHaveBeenCalledWith(
      '/api/metadata/user/store/gtc-accepted',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says so when the terms are already accepted', async () => {
    server.use(...gtc({ accepted: true }, { accepted: true }));
    await renderPage();
    expect(await screen.findByText('Sie haben die AGB bereits akzeptiert.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Akzeptieren' })).toBeNull();
  });

  it('shows the terms in short and opens the full text', async () => {
    server.use(...gtc({ accepted: false }, { accepted: true }));
    await renderPage();
    expect(screen.getByText('Das Wichtigste in Kürze')).toBeTruthy();
    const toggle = screen.getByRole('button', { expanded: false });
    await act(() => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('§ 1 Geltungsbereich')).toBeTruthy();
  });
});
