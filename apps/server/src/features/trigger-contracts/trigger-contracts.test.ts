import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDayTime } from '@fuel/domain/calendar/format';
import {
  TriggerContractSchema,
  TriggerContractsResponseSchema,
  TriggerHistoryResponseSchema,
  TriggerPricePreviewSchema,
  type TriggerContractInput,
} from '@fuel/domain/contracts/trigger-contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { products, terminals } from '../../db/schema';
import { accountIdByName, createBuyer, setTerms } from '../../../test/trading-fixtures';
import { EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';
import { contractInput } from './trigger-contracts.fixtures';

// Hanseatische (verkaeufer, account feature triggers) makes contracts with Heizöl Schmidt (kaeufer,
// ENABLED); Energiehandel Bauer is not enabled at Hanseatische; Rhein-Ruhr has no triggers feature.

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let input: TriggerContractInput;
const ids = { schmidt: 0, bauer: 0 };

beforeAll(async () => {
  t = await createTestApp();
  seller = await loginAs(t.app, 'verkaeufer');
  ids.schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  ids.bauer = await accountIdByName(t.app.db, 'Energiehandel Bauer GmbH');
  input = await contractInput(t.app.db, TEST_NOW, {
    buyerAccountId: ids.schmidt,
    ekkNumber: '=EKK-1',
    dailyTriggerLimit: 2,
  });
});
afterAll(async () => t.close());

const create = async (over: Partial<TriggerContractInput> = {}) => {
  const res = await seller.post('/api/trigger-contracts', { ...input, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return TriggerContractSchema.parse(res.json());
};

describe('seller contracts', () => {
  test('a seller creates a contract for an enabled buyer; the buyer sees it with its live price and remaining volume', async () => {
    const c = await create();
    expect(c).toMatchObject({ remainingCbm: 100, status: 'ACTIVE', triggersToday: 0, buyer: { id: ids.schmidt } });
    const kaeufer = await loginAs(t.app, 'kaeufer');
    const list = TriggerContractsResponseSchema.parse((await kaeufer.get('/api/trigger-contracts')).json());
    expect(list.contracts.map((x) => x.id)).toContain(c.id);
  });

  test('only enabled buyers: TRIGGER_BUYER_NOT_CONNECTED', async () => {
    const res = await seller.post('/api/trigger-contracts', { ...input, buyerAccountId: ids.bauer });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('TRIGGER_BUYER_NOT_CONNECTED');
  });

  test('a seller without the account feature `triggers` is refused', async () => {
    const rhein = await loginAs(t.app, 'verkaeufer-rhein');
    expect((await rhein.post('/api/trigger-contracts', input)).statusCode).toBe(403);
    expect((await rhein.get('/api/trigger-contracts')).statusCode).toBe(403);
  });

  test('ownership: other sellers and other buyers neither see nor change a contract', async () => {
    const c = await create();
    const bauer = await loginAs(t.app, 'bauer');
    const theirs = TriggerContractsResponseSchema.parse((await bauer.get('/api/trigger-contracts')).json());
    expect(theirs.contracts.map((x) => x.id)).not.toContain(c.id);
    const sued = await loginAs(t.app, 'verkaeufer-sued');
    expect((await sued.post(`/api/trigger-contracts/${c.id}/status`, { status: 'PAUSED' })).statusCode).toBe(403);
    const kaeufer = await loginAs(t.app, 'kaeufer');
    expect((await kaeufer.post(`/api/trigger-contracts/${c.id}/status`, { status: 'PAUSED' })).statusCode).toBe(403);
  });

  test('offline triggers count against the remaining volume; beyond it TRIGGER_VOLUME_EXHAUSTED', async () => {
    const c = await create({ volumeCbm: 40 });
    const ok = await seller.post(`/api/trigger-contracts/${c.id}/offline-triggers`, {
      quantityCbm: 30,
      price: 65.5,
      comment: 'Telefon',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(TriggerContractSchema.parse(ok.json())).toMatchObject({ offlineCbm: 30, remainingCbm: 10 });
    const over = await seller.post(`/api/trigger-contracts/${c.id}/offline-triggers`, {
      quantityCbm: 10.001,
      price: 65.5,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('TRIGGER_VOLUME_EXHAUSTED');
    // The edit may not take the volume below what is triggered either.
    const shrink = await seller.put(`/api/trigger-contracts/${c.id}`, {
      ...input,
      volumeCbm: 29,
      maxOrderCbm: 20,
      version: c.version + 1,
    });
    expect(shrink.json().error.code).toBe('TRIGGER_VOLUME_EXHAUSTED');
  });

  test('pause and end; an ended contract is final (TRIGGER_CONTRACT_ENDED)', async () => {
    const c = await create();
    const paused = await seller.post(`/api/trigger-contracts/${c.id}/status`, { status: 'PAUSED' });
    expect(paused.json()).toMatchObject({ status: 'PAUSED', disabledReason: 'Vertrag ist nicht aktiv' });
    expect((await seller.post(`/api/trigger-contracts/${c.id}/status`, { status: 'ENDED' })).statusCode).toBe(200);
    const again = await seller.post(`/api/trigger-contracts/${c.id}/status`, { status: 'ACTIVE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TRIGGER_CONTRACT_ENDED');
    const edit = await seller.put(`/api/trigger-contracts/${c.id}`, { ...input, version: 3 });
    expect(edit.json().error.code).toBe('TRIGGER_CONTRACT_ENDED');
  });

  test('an edit against a stale version changes nothing', async () => {
    const c = await create();
    const ok = await seller.put(`/api/trigger-contracts/${c.id}`, { ...input, comment: 'neu', version: c.version });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await seller.put(`/api/trigger-contracts/${c.id}`, { ...input, comment: 'alt', version: c.version });
    expect(stale.statusCode).toBe(409);
  });

  test('bad input is a 400 with German fields', async () => {
    const res = await seller.post('/api/trigger-contracts', { ...input, minOrderCbm: 50, maxOrderCbm: 10 });
    expect(res.statusCode).toBe(400);
  });
});

describe('history', () => {
  test('per month, with the offline sum, and as CSV with defused formulas', async () => {
    const c = await create();
    await seller.post(`/api/trigger-contracts/${c.id}/offline-triggers`, {
      quantityCbm: 12,
      price: 61,
      comment: '=HYPERLINK()',
    });
    const h = TriggerHistoryResponseSchema.parse(
      (await seller.get(`/api/trigger-history?month=${input.month}`)).json(),
    );
    const entry = h.contracts.find((x) => x.contract.id === c.id)!;
    expect(entry).toMatchObject({ offlineSumCbm: 12, contract: { remainingCbm: 88 } });
    expect(entry.triggers).toHaveLength(1);
    const csv = await seller.get(`/api/trigger-history/export?month=${input.month}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain("'=HYPERLINK()");
    expect(csv.body).toContain("'=EKK-1");
    // Decision 063: German date and time like every other export, not an ISO timestamp; BOM first.
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const at = entry.triggers[0]!.at;
    expect(csv.body).toContain(`;${formatDayTime(at)};`);
    expect(formatDayTime(at)).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(csv.body).not.toContain(at);
    // Issue 30 part 5: the status in German words, on the screen and in the file; the code stays for machines.
    expect(entry.triggers[0]).toMatchObject({ status: 'OFFLINE', statusLabel: 'Offline erfasst' });
    expect(csv.body).toContain(';Offline erfasst;');
    expect(csv.body).not.toContain(';OFFLINE;');
    expect((await seller.get('/api/trigger-history?month=2026-13')).statusCode).toBe(400);
  });
});

describe('price preview of the contract form (issue 24 part 1)', () => {
  test('the composed price now with the seller rules, equal to what the saved contract then shows; sellers only', async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const body = {
      buyerAccountId: ids.schmidt,
      productId: input.productId,
      terminalId: input.terminalId,
      priceBasis: input.priceBasis,
    };
    const res = await seller.post('/api/trigger-contracts/price-preview', body);
    expect(res.statusCode, res.body).toBe(200);
    // (705 + 25) / 1.08 x 0.85 (DENSITY rule) / 10 = 57.453704 + 6.135 energy duty + 14.70 CO2 levy = 78.2887 -> charged 78.29
    expect(TriggerPricePreviewSchema.parse(res.json())).toEqual({
      price: 78.29,
      included: 'inkl. CO2-Abgabe und Energiesteuer, zzgl. MwSt.',
    });
    const saved = await create();
    expect(saved.price).toBe(78.29);
    const kaeufer = await loginAs(t.app, 'kaeufer');
    expect((await kaeufer.post('/api/trigger-contracts/price-preview', body)).statusCode).toBe(403);
  });
});

// Issue 25 part 2 (decision 054): the contract's own rules, on create and on edit.
describe('every rule on every path', () => {
  test('an additive product is refused (422 TRIGGER_PRODUCT_NOT_FUEL), on create and on edit', async () => {
    const adblue = (await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, 'ADBLUE')))[0]!
      .id;
    const created = await seller.post('/api/trigger-contracts', { ...input, productId: adblue });
    expect(created.statusCode).toBe(422);
    expect(created.json().error).toMatchObject({
      code: 'TRIGGER_PRODUCT_NOT_FUEL',
      message: ERROR_MESSAGES.TRIGGER_PRODUCT_NOT_FUEL,
    });
    const c = await create();
    const edited = await seller.put(`/api/trigger-contracts/${c.id}`, {
      ...input,
      productId: adblue,
      version: c.version,
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().error.code).toBe('TRIGGER_PRODUCT_NOT_FUEL');
  });

  test('a past month is refused (422 TRIGGER_MONTH_PAST); the current and a future month are taken', async () => {
    const past = await seller.post('/api/trigger-contracts', { ...input, month: '2026-10' });
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toMatchObject({ code: 'TRIGGER_MONTH_PAST', message: ERROR_MESSAGES.TRIGGER_MONTH_PAST });
    expect((await seller.post('/api/trigger-contracts', { ...input, month: '2026-11' })).statusCode).toBe(201);
    expect((await seller.post('/api/trigger-contracts', { ...input, month: '2027-03' })).statusCode).toBe(201);
  });

  test('once triggered, buyer, product and terminal are fixed (409 TRIGGER_CONTRACT_HAS_TRIGGERS); other fields stay editable', async () => {
    const c = await create();
    expect(c.hasTriggers).toBe(false);
    const triggered = TriggerContractSchema.parse(
      (
        await seller.post(`/api/trigger-contracts/${c.id}/offline-triggers`, { quantityCbm: 5, price: 80, comment: '' })
      ).json(),
    );
    expect(triggered.hasTriggers).toBe(true);
    const other = await createBuyer(t.app.db);
    await setTerms(
      t.app.db,
      other.accountId,
      await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH'),
      {},
    );
    const diesel = (await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, 'DIESEL-B7')))[0]!
      .id;
    const bremen = (await t.app.db.select({ id: terminals.id }).from(terminals).where(eq(terminals.code, 'HB-IND')))[0]!
      .id;
    for (const move of [{ buyerAccountId: other.accountId }, { productId: diesel }, { terminalId: bremen }]) {
      const res = await seller.put(`/api/trigger-contracts/${c.id}`, { ...input, ...move, version: triggered.version });
      expect(res.statusCode, JSON.stringify(move)).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'TRIGGER_CONTRACT_HAS_TRIGGERS',
        message: ERROR_MESSAGES.TRIGGER_CONTRACT_HAS_TRIGGERS,
      });
    }
    // The old buyer keeps its history: the contract is still Heizöl Schmidt's.
    const kept = await seller.put(`/api/trigger-contracts/${c.id}`, {
      ...input,
      volumeCbm: 120,
      version: triggered.version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ buyer: { id: ids.schmidt }, volumeCbm: 120, hasTriggers: true });
  });
});
