import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithBrand } from '../../../test/render';
import { CreditSummary } from './credit-summary';

describe('CreditSummary', () => {
  it('no limit set reads as no credit line, never "Kein Limit" above "Verfügbar 0,00"', async () => {
    await renderWithBrand(<CreditSummary credit={{ limit: null, used: 0, free: 0 }} currency="EUR" />);
    expect(screen.getByTestId('credit-limit').textContent).toBe('Nicht festgelegt');
    expect(screen.getByTestId('credit-free').textContent).toContain('0,00');
    expect(screen.getByTestId('credit-note').textContent).toContain('Ohne Kreditlimit kann der Käufer nicht auf Kredit kaufen');
    expect(screen.getByTestId('credit-summary').textContent).not.toContain('Kein Limit');
  });

  it('a used-up limit says so; free credit needs no note', async () => {
    const { unmount } = await renderWithBrand(<CreditSummary credit={{ limit: 1000, used: 1000, free: 0 }} currency="EUR" />);
    expect(screen.getByTestId('credit-note').textContent).toBe('Das Kreditlimit ist ausgeschöpft.');
    unmount();
    await renderWithBrand(<CreditSummary credit={{ limit: 1000, used: 0, free: 1000 }} currency="EUR" />);
    expect(screen.queryByTestId('credit-note')).toBeNull();
  });
});
