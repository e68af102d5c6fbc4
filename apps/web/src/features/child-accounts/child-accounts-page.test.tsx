import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { childAccounts } from '../../test/handlers/child-accounts';
import ChildAccountsPage from './child-accounts-page';

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 5 }, isAdmin: true } as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <ChildAccountsPage />
    </QueryClientProvider>,
  );
}

describe('child accounts page', () => {
  it('says so when the company has no child accounts', async () => {
    server.use(childAccounts({ childAccounts: [], paymentTerms: [], terminals: [] }));
    await renderPage();
    expect(await screen.findByText('Ihr Unternehmen hat keine Gesellschafterkonten.')).toBeTruthy();
  });

  it("says in German when the list cannot be loaded, with the server's message", async () => {
    server.use(childAccounts(apiError(403, 'FORBIDDEN', 'Sie haben keine Berechtigung für diese Seite.')));
    await renderPage();
    expect(await screen.findByText('Die Gesellschafterkonten konnten nicht geladen werden.')).toBeTruthy();
    expect(screen.getByText('Sie haben keine Berechtigung für diese Seite.')).toBeTruthy();
  });
});
