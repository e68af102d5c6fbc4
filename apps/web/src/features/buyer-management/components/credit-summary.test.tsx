import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithBrand } from '../../../test/render';
import { CreditSummary } from './credit-summary';

describe('CreditSummary', () => {
  it('no limit set reads as no credit line, never "Kein Limit" above "Verfügbar 0,00"', async () => {
    await renderWithBrand(<CreditSummary credit={{ limit: null, used: 0, free: 0 }} currency="EUR" />);
    expect(screen.getByTestId('credit-limit').textContent).toBe('Nicht festgelegt');
    expect(screen.getByTestId('credit-free').textContent).toContain('0,00');
    expect(screen.getByTestId('credit-note').textContent).toContain(
      'Ohne Kreditlimit kann der Käufer nicht auf Kredit kaufen',
    );
    expect(screen.getByTestId('credit-summary').textContent).not.toContain('Kein Limit');
  });

  it('a used-up limit says so; free credit needs no note', async () => {
    const { unmount } = await renderWithBrand(
      <CreditSummary credit={{ limit: 1000, used: 1000, free: 0 }} currency="EUR" />,
    );
    expect(screen.getByTestId('credit-note').textContent).toBe('Das Kreditlimit ist ausgeschöpft.');
    unmount();
    await renderWithBrand(<CreditSummary credit={{ limit: 1000, used: 0, free: 1000 }} currency="EUR" />);
    expect(screen.queryByTestId('credit-note')).toBeNull();
  });

  it('a shared group limit (decision 051) shows the pool and names the accounts sharing it', async () => {
    const sharedWith = [
      { id: 1, name: 'Aviat Energie eG' },
      { id: 2, name: 'Aviat Tankstellen Nord GmbH' },
    ];
    const { unmount } = await renderWithBrand(
      <CreditSummary credit={{ limit: 20_000, used: 11_715.55, free: 8_284.45, sharedWith }} currency="EUR" />,
    );
    expect(screen.getByTestId('credit-free').textContent).toContain('8.284,45');
    expect(screen.getByTestId('credit-shared').textContent).toContain(
      'geteilt von: Aviat Energie eG, Aviat Tankstellen Nord GmbH',
    );
    unmount();
    await renderWithBrand(<CreditSummary credit={{ limit: 1000, used: 0, free: 1000 }} currency="EUR" />);
    expect(screen.queryByTestId('credit-shared')).toBeNull();
  });
});
