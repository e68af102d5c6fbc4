import type { PriceAlert } from '@fuel/domain/contracts/price-alerts';

/** A buyer's alert (id 4) on Diesel B7 at terminal 7 of test/metadata.ts that has triggered. */
export const triggeredAlert: PriceAlert = {
  id: 4,
  comment: 'Winterbedarf',
  value: 98.5,
  operator: 'LTE',
  productId: 2,
  product: { id: 2, name: 'Diesel B7' },
  terminalId: 7,
  terminal: { id: 7, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' },
  liftingPeriodType: 'PROMPT',
  status: 'TRIGGERED',
  triggeredAt: '2026-11-24T09:12:00.000Z',
  triggeredPrice: 98.41,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-24T09:12:00.000Z',
};
