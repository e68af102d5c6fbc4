import type { TargetOrder } from '@fuel/domain/contracts/target-orders';

/** Buyer account 5's active order (id 1) on Diesel B7 at terminal 7 of test/metadata.ts, reached by the best price. */
export const activeTarget: TargetOrder = {
  id: 1,
  buyer: { id: 5, name: 'Heizöl Müller GmbH' },
  product: { id: 2, name: 'Diesel B7' },
  terminals: [{ id: 7, name: 'Tanklager Hamburg-Harburg' }],
  region: null,
  deliveryAddress: null,
  quantityCbm: 30,
  filledCbm: 0,
  targetPrice: 98.5,
  liftingFrom: null,
  liftingTo: null,
  validUntil: '2026-12-06T17:00:00.000Z',
  status: 'ACTIVE',
  state: 'ACTIVE',
  refusal: null,
  bestPrice: 98.25,
  distance: -0.25,
  fills: [],
  createdAt: '2026-11-29T07:00:00.000Z',
  updatedAt: '2026-11-29T07:00:00.000Z',
};

/** A child account's order (id 2) in region Nord that the marketplace paused: the buyer's credit ran out. */
export const refusedTarget: TargetOrder = {
  ...activeTarget,
  id: 2,
  buyer: { id: 9, name: 'Müller Tankstellen Nord' },
  terminals: [],
  region: { id: 1, name: 'Nord' },
  quantityCbm: 50,
  filledCbm: 20,
  status: 'PAUSED',
  state: 'REFUSED',
  refusal: 'Das Kreditlimit reicht für diese Bestellung nicht aus.',
  bestPrice: 101.2,
  distance: 2.7,
  fills: [
    {
      orderId: 41,
      orderNumber: 'K-2026-100041',
      sellerName: 'Nordöl AG',
      terminalName: 'Tanklager Hamburg-Harburg',
      quantityCbm: 20,
      price: 98.4,
      at: '2026-11-29T07:30:00.000Z',
    },
  ],
};

/** A filled order (id 3): no actions remain. */
export const filledTarget: TargetOrder = {
  ...activeTarget,
  id: 3,
  filledCbm: 30,
  status: 'FILLED',
  state: 'FILLED',
  bestPrice: null,
  distance: null,
  fills: [{ ...refusedTarget.fills[0]!, orderId: 42, orderNumber: 'K-2026-100042', quantityCbm: 30 }],
};

/** A delivered order (id 4): region Nord's delivered offers, brought to delivery address 21 (test/metadata.ts). */
export const deliveredTarget: TargetOrder = {
  ...activeTarget,
  id: 4,
  terminals: [],
  region: { id: 1, name: 'Nord' },
  deliveryAddress: { id: 21, name: 'Heizöl Müller GmbH, Hamburg' },
  bestPrice: 99.1,
  distance: 0.6,
};
