import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PricingRuleOf } from '@fuel/domain/contracts/pricing-engine';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { renderWithBrand } from '../../../test/render';
import { ExpiryState } from './expiry-state';

const expiry = (
  id: number,
  date: string,
  direction: 'FORWARD' | 'BACK',
  targets: Partial<PricingRuleOf<'ICE_EXPIRY'>> = {},
): PricingRuleOf<'ICE_EXPIRY'> => ({
  id,
  kind: 'ICE_EXPIRY',
  scope: 'GLOBAL',
  groupName: null,
  accountIds: [],
  productIds: [],
  terminalIds: [],
  offerId: null,
  params: { date, time: '18:00', direction },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...targets,
});

const offer = {
  id: 12,
  product: { id: 2, name: 'Diesel B7', categorySort: 20 },
  terminal: { id: 7, name: 'Hamburg', city: 'Hamburg' },
  deliveryRegion: null,
  pricingType: 'LIVE',
  live: { futureMonth: 'M02' },
} as unknown as SellerOffer;

describe('ExpiryState', () => {
  it('shows every month on its next month after a due forward roll, and the original after a roll back', async () => {
    await renderWithBrand(
      <ExpiryState
        rules={[expiry(1, '2020-01-10', 'FORWARD'), expiry(2, '2099-01-10', 'BACK')]}
        liveOffers={[offer]}
      />,
    );
    expect(screen.getByTestId('expiry-month-M00').textContent).toContain('M01 (Folgemonat)');
    expect(screen.getByTestId('expiry-month-M06').textContent).toContain('M06 (ursprünglicher Monat)');
    expect(screen.getByTestId('expiry-offers').textContent).toContain('M03 (Folgemonat)');
  });

  it('applies a product rule to the offer but not to the global months', async () => {
    await renderWithBrand(
      <ExpiryState
        rules={[expiry(1, '2020-01-10', 'FORWARD', { scope: 'PRODUCT', productIds: [2] })]}
        liveOffers={[offer]}
      />,
    );
    expect(screen.getByTestId('expiry-month-M00').textContent).toContain('M00 (ursprünglicher Monat)');
    expect(screen.getByTestId('expiry-offers').textContent).toContain('M03 (Folgemonat)');
  });
});
