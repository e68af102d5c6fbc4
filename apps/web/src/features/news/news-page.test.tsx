import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NewsItem } from '@fuel/domain/contracts/news';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { deleteNews, myNews } from '../../test/handlers/news';
import NewsPage from './news-page';

const item = (id: number, date: string, text: string): NewsItem => ({
  id,
  date,
  text,
  sellerId: 3,
  sellerName: 'Hanseatische Mineralöl',
});

async function renderPage() {
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NewsPage />
    </QueryClientProvider>,
  );
}

describe('news editor', () => {
  it('a seller without news is invited to write the first', async () => {
    server.use(myNews({ items: [] }));
    await renderPage();
    expect((await screen.findByTestId('news-empty')).textContent).toContain(
      'Sie haben noch keine News veröffentlicht.',
    );
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Erste News schreiben' })));
    expect(await screen.findByTestId('news-form')).toBeTruthy();
  });

  it('lists the items, marks one dated in the future as planned, and deletes one after confirmation', async () => {
    const received = vi.fn();
    server.use(
      myNews({
        items: [item(2, '2099-01-05', 'Neue Preise ab Januar'), item(1, '2026-01-05', 'Terminal Harburg wieder offen')],
      }),
      deleteNews(received),
    );
    await renderPage();
    expect((await screen.findByTestId('news-row-1')).textContent).toContain('Terminal Harburg wieder offen');
    expect(screen.getByTestId('news-scheduled-2').textContent).toBe('Geplant');
    expect(screen.queryByTestId('news-scheduled-1')).toBeNull();
    await act(() => fireEvent.click(screen.getByTestId('news-delete-1')));
    expect((await screen.findByRole('dialog', { name: 'News löschen' })).textContent).toContain(
      'Möchten Sie die News vom 05.01.2026 wirklich löschen?',
    );
    expect(received).not.toHaveBeenCalled();
    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() =>
      expect(received).toHaveBeenCalledWith('/api/news/1', expect.objectContaining({ method: 'DELETE' })),
    );
  });

  it('says in German when the list cannot be loaded, with a retry', async () => {
    server.use(myNews(apiError(500, 'INTERNAL_ERROR', 'Ein technischer Fehler ist aufgetreten.')));
    await renderPage();
    expect(await screen.findByText('Ihre News konnten nicht geladen werden.')).toBeTruthy();
    expect(screen.getByText('Ein technischer Fehler ist aufgetreten.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
