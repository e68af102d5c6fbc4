import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { AdditiveOfferListResponseSchema } from '@fuel/domain/contracts/additives';
import { ReservationResponseSchema } from '@fuel/domain/contracts/basket';
import { MarketOffersResponseSchema } from '@fuel/domain/contracts/market';
import { OrderDetailSchema, PlaceOrderResponseSchema } from '@fuel/domain/contracts/orders';
import {
  TriggerContractSchema,
  TriggerPriceHoldSchema,
  type TriggerContractInput,
} from '@fuel/domain/contracts/trigger-contracts';
import { invoiceForUnits, unitPriceE4FromInput } from '@fuel/domain/additives/additive-rules';
import { invoiceFor, majorFromMinor } from '@fuel/domain/pricing/money';
import { priceLinesAddUp, priceLinesOf } from '@fuel/domain/pricing/price-lines';
import { e4FromPer100l } from '@fuel/domain/pricing/units';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';
import { purchaseUnitIdByCode } from '../additives/additives.fixtures';
import { createLiveOffer, deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';
import { contractInput } from '../trigger-contracts/trigger-contracts.fixtures';
import { ADDITIVE_SELLER, createAdditiveBuyer, createAdditiveOffer } from './additive-orders.fixtures';

// Issue 24 part 8: what the buyer is shown before committing -- the price, its breakdown and net, VAT
// and gross -- is what the order stores and shows afterwards, to the cent, on every market. Each test
// has its own buyer at Hanseatische (fuel, triggers) or Nordwest (additives); the clock moves on per test.

let t: TestApp;
let sellerId: number;
let seller: Awaited<ReturnType<typeof loginAs>>;
let base: TriggerContractInput;
let step = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', BASKET_RESERVATION_SECONDS: '90' });
  sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  seller = await loginAs(t.app, 'verkaeufer');
  base = await contractInput(t.app.db, TEST_NOW);
});
afterAll(() => t?.close());
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW.getTime() + ++step * 60_000);
  await deleteRulesOf(t.app.db, sellerId);
  await feedQuotes(t.app, EXAMPLE_QUOTES);
});

const confirmed = { confirmTerms: true, confirmBookingChecked: true };

async function fuelBuyer(terms: Parameters<typeof setTerms>[3] = {}) {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, terms);
  return { buyer, a: await loginAs(t.app, buyer.username) };
}

async function orderDetail(a: Awaited<ReturnType<typeof loginAs>>, id: number) {
  const res = await a.get(`/api/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return OrderDetailSchema.parse(res.json());
}

describe('basket reservation -> order', () => {
  test("a live price with duty and freight: the reserved price, steps and amounts are the order's", async () => {
    const duty = { kind: 'DUTY', scope: 'GLOBAL', params: { value: 61.35, unit: 'EUR/cbm' } };
    const freight = { kind: 'PRICE', scope: 'GLOBAL', params: { value: 1.255, unit: 'EUR/100L15' } };
    for (const rule of [duty, freight]) expect((await seller.post('/api/pricing/rules', rule)).statusCode).toBe(201);
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a } = await fuelBuyer();

    const res = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 12.345 });
    expect(res.statusCode, res.body).toBe(201);
    const { reservation } = ReservationResponseSchema.parse(res.json());
    // 700 / 1.08 x 0.845 = 547.6852 EUR/cbm + 61.35 = 609.0352; / 10 = 60.9035 + 1.255 = 62.1585 -> 62.16
    expect(reservation.pricePer100l).toBe(62.16);
    const lines = priceLinesOf(reservation.priceSteps!);
    expect(lines.find((l) => l.kind === 'SUBTOTAL')!.value).toBe(62.1585);
    expect(priceLinesAddUp(lines, 621_600)).toBe(true);
    // 12,345 L x 62.16 / 100 = 7,673.652 -> 7,673.65; VAT 19 % 1,457.99; gross 9,131.64
    expect(reservation.amounts).toMatchObject({ net: 7673.65, vat: 1457.99, gross: 9131.64 });

    // The market moves; the reservation still holds.
    await feedQuotes(t.app, { ...EXAMPLE_QUOTES, 'ICE/GAS': 760 });
    const placed = await a.post('/api/orders', {
      reservationIds: [reservation.id],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = await orderDetail(a, PlaceOrderResponseSchema.parse(placed.json()).orders[0]!.id);
    expect(detail.pricePer100l).toBe(reservation.pricePer100l);
    expect(detail.priceSteps).toEqual(reservation.priceSteps);
    expect(detail.amounts).toEqual(reservation.amounts);
  });

  test('a fixed price stored with 4 decimals is shown, reserved and charged in whole cents, and says so', async () => {
    const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId, pricePer100lE4: 984_550 });
    const { a } = await fuelBuyer();
    const market = MarketOffersResponseSchema.parse((await a.get('/api/v2/offers')).json());
    expect(market.offers.find((o) => o.id === offer.id)!.pricePer100l).toBe(98.46);

    const { reservation } = ReservationResponseSchema.parse(
      (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json(),
    );
    expect(reservation.pricePer100l).toBe(98.46);
    expect(priceLinesOf(reservation.priceSteps!).map((l) => [l.label, l.value])).toEqual([
      ['Festpreis', 98.455],
      ['Gerundet auf ganze Cent je 100 L', 98.46],
      ['Endpreis', 98.46],
    ]);
    const placed = await a.post('/api/orders', {
      reservationIds: [reservation.id],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    const detail = await orderDetail(a, PlaceOrderResponseSchema.parse(placed.json()).orders[0]!.id);
    // 10,000 L x 98.46 / 100 = 9,846.00; the old code charged 98.455 = 9,845.50
    expect(detail.amounts).toMatchObject({ net: 9846, vat: 1870.74, gross: 11716.74 });
    expect(detail.priceSteps).toEqual(reservation.priceSteps);
  });
});

describe('trigger price hold -> order', () => {
  test("the held price, its steps and the amounts the checkout computes are the order's; the credit left is the limit minus used minus gross", async () => {
    const buyer = await createBuyer(t.app.db);
    await setTerms(t.app.db, buyer.accountId, sellerId, { creditLimitMinor: 50_000_00 });
    const created = await seller.post('/api/trigger-contracts', { ...base, buyerAccountId: buyer.accountId });
    expect(created.statusCode, created.body).toBe(201);
    const contract = TriggerContractSchema.parse(created.json());
    const agent = await loginAs(t.app, buyer.username);

    const held = await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {});
    expect(held.statusCode, held.body).toBe(201);
    const hold = TriggerPriceHoldSchema.parse(held.json());
    const priceE4 = e4FromPer100l(hold.price);
    expect(priceE4 % 100).toBe(0);
    expect(priceLinesAddUp(priceLinesOf(hold.priceSteps), priceE4)).toBe(true);
    expect(hold.vatRateBp).toBe(1900);
    expect(hold.credit).toEqual({ limit: 50_000, used: 0, free: 50_000 });
    // What the checkout shows before "Verbindlich triggern" (pricing/money invoiceFor).
    const shown = invoiceFor(10_000, priceE4, hold.vatRateBp);

    await feedQuotes(t.app, { ...EXAMPLE_QUOTES, 'ICE/GAS1': 800 });
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, {
      quantityCbm: 10,
      liftingFrom: '2026-11-23',
      liftingTo: '2026-11-27',
      confirmTerms: true,
      idempotencyKey: randomUUID(),
      holdId: hold.holdId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await orderDetail(agent, PlaceOrderResponseSchema.parse(res.json()).orders[0]!.id);
    expect(detail.pricePer100l).toBe(hold.price);
    expect(detail.priceSteps).toEqual(hold.priceSteps);
    expect(detail.amounts).toMatchObject({
      net: majorFromMinor(shown.netMinor),
      vat: majorFromMinor(shown.vatMinor),
      gross: majorFromMinor(shown.grossMinor),
    });

    // The next hold shows the credit this order uses.
    const next = TriggerPriceHoldSchema.parse(
      (await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {})).json(),
    );
    expect(next.credit).toEqual({
      limit: 50_000,
      used: majorFromMinor(shown.grossMinor),
      free: majorFromMinor(50_000_00 - shown.grossMinor),
    });
  });
});

describe('additive dialog -> order', () => {
  test("7.30 per 20 L canister is 0.365 per litre (not 0.37), and the dialog's net, VAT and gross are the order's", async () => {
    const additiveSeller = await accountIdByName(t.app.db, ADDITIVE_SELLER);
    const offer = await createAdditiveOffer(t.app.db, {
      sellerAccountId: additiveSeller,
      purchaseUnitId: await purchaseUnitIdByCode(t.app.db, 'KANISTER_20L'),
      pricePerUnitE4: unitPriceE4FromInput(7.3),
    });
    const buyer = await createAdditiveBuyer(t.app.db, additiveSeller);
    const a = await loginAs(t.app, buyer.username);
    const listed = AdditiveOfferListResponseSchema.parse((await a.get('/api/v2/offers/additives')).json()).offers.find(
      (o) => o._id === offer.id,
    )!;
    expect(listed).toMatchObject({ pricePerUnit: 7.3, pricePerLitre: 0.365 });
    // The dialog's amounts (additives/additive-order-form.ts): 13 x 7.30 = 94.90 net, 18.03 VAT, 112.93 gross.
    const shown = invoiceForUnits(13, unitPriceE4FromInput(listed.pricePerUnit), 1900);
    expect(shown).toEqual({ netMinor: 9490, vatMinor: 1803, grossMinor: 11293 });

    const res = await a.post('/api/orders/additives', {
      items: [{ offerId: offer.id, units: 13 }],
      locationId: buyer.locationId,
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await orderDetail(a, res.json().orders[0].id);
    expect(detail.amounts).toMatchObject({ net: 94.9, vat: 18.03, gross: 112.93 });
    expect(detail.additive).toMatchObject({ units: 13, pricePerUnit: 7.3 });
  });
});
