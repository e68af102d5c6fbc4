import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { additiveLocations } from '../../test/handlers/additive-locations';
import AdditiveLocationsPage from './additive-locations-page';

async function renderPage(isAdmin: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 5 }, isAdmin } as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <AdditiveLocationsPage />
    </QueryClientProvider>,
  );
}

describe('additive locations page', () => {
  it('an admin without locations is asked to create one', async () => {
    server.use(additiveLocations([]));
    await renderPage(true);
    expect((await screen.findByTestId('additive-locations-empty')).textContent).toContain(
      'Legen Sie einen an, um Additive zu bestellen.',
    );
  });

  it('a user who is no admin is told who creates locations', async () => {
    server.use(additiveLocations([]));
    await renderPage(false);
    expect((await screen.findByTestId('additive-locations-empty')).textContent).toContain(
      'Lieferorte legt ein Administrator Ihres Unternehmens an.',
    );
  });

  it('says in German with the status code when the list cannot be loaded', async () => {
    server.use(
      additiveLocations(apiError(503, 'SERVICE_UNAVAILABLE', 'Der Dienst ist vorübergehend nicht erreichbar.')),
    );
    await renderPage(true);
    expect(await screen.findByText('Die Lieferorte konnten nicht geladen werden.')).toBeTruthy();
    expect(screen.getByTestId('load-failed-status').textContent).toContain('503');
  });
});
