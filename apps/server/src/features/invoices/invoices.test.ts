import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import { parseDocumentNumber } from '@fuel/domain/invoicing/invoice-numbers';
import { invoiceFor } from '@fuel/domain/pricing/money';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accounts, invoices, mailOutbox, orderCreditUse } from '../../db/schema';
import { closeShortDue } from '../liftings/liftings.service';
import { issueMonthlyInvoices } from './invoice-issue.service';
import { accountIdByName, createBuyer, orderOfNewBuyer } from '../../../test/trading-fixtures';

// Issue 28 parts 2-3: a lifting issues an invoice at the order's price composition; the seller records
// payments and credit notes; the buyer's credit in use moves from the order to the invoice and back
// as payments come in (decision 070); numbers run without gaps; issued documents never change.

const SELLER = 'Hanseatische Mineralöl Handels GmbH';

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, SELLER);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW);
  await t.app.db.update(accounts).set({ invoicingMode: 'lifting' }).where(eq(accounts.id, sellerId));
});

async function confirmedOrder(cbm: number) {
  const placed = await orderOfNewBuyer(t.app, t.clock.now, {
    sellerAccountId: sellerId,
    sellerUsername: 'verkaeufer',
    cbm,
  });
  return { id: placed.order.id, ...placed };
}

const lifting = (bol: string, litres15: number) => ({
  bolNumber: bol,
  liftedAt: '2026-11-20T07:30:00+01:00',
  litres15,
});

/** The buyer's credit in use at the seller today: what placement checks against the limit. */
async function creditInUse(buyerAccountId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ sum: sql<string>`coalesce(sum(${orderCreditUse.grossMinor}), 0)` })
    .from(orderCreditUse)
    .where(
      and(
        eq(orderCreditUse.buyerAccountId, buyerAccountId),
        eq(orderCreditUse.sellerAccountId, sellerId),
        gte(orderCreditUse.dueDate, '2026-11-20'),
      ),
    );
  return Number(row!.sum);
}

/** Per year, the seller's invoice numbers are 1..n (the demo's too): no gap, no double. */
async function expectGapFree() {
  const all = await t.app.db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.sellerAccountId, sellerId), eq(invoices.kind, 'invoice')));
  const byYear = new Map<number, number[]>();
  for (const { number } of all) {
    const parsed = parseDocumentNumber(number)!;
    byYear.set(parsed.year, [...(byYear.get(parsed.year) ?? []), parsed.sequence]);
  }
  for (const sequences of byYear.values()) {
    expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, i) => i + 1));
  }
  return all.length;
}

async function noDrift() {
  const drift = await t.app.db.execute(sql`select * from order_counter_drift`);
  expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
}

test('a lifting issues an invoice both sides see; paying it frees the credit it took', async () => {
  const { id, order, buyer, buyerAccountId, seller } = await confirmedOrder(30);
  expect(await creditInUse(buyerAccountId)).toBe(order.grossMinor);

  expect((await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-I-${id}`, 20_000))).statusCode).toBe(201);
  const listed = await seller.get(`/api/orders/${id}/invoices`);
  expect(listed.statusCode).toBe(200);
  const [inv] = listed.json().items;
  const expected = invoiceFor(20_000, order.pricePer100lE4, order.vatRateBp);
  expect(inv).toMatchObject({
    kind: 'invoice',
    orderId: id,
    bolNumber: `BOL-I-${id}`,
    litres: 20_000,
    netMinor: expected.netMinor,
    vatMinor: expected.vatMinor,
    grossMinor: expected.grossMinor,
    openMinor: expected.grossMinor,
    state: 'open',
    issuedOn: '2026-11-20',
  });
  expect(parseDocumentNumber(inv.number)).toMatchObject({ kind: 'invoice', year: 2026 });

  // The invoice took over 20/30 of the reservation: the rest of the order plus the invoice's gross.
  const share = invoiceFor(20_000, order.pricePer100lE4, order.vatRateBp).grossMinor;
  expect(await creditInUse(buyerAccountId)).toBe(order.grossMinor - share + expected.grossMinor);
  await noDrift();

  const detail = (await buyer.get(`/api/invoices/${inv.id}`)).json();
  expect(detail.canManage).toBe(false);
  expect(detail.lines.reduce((s: number, l: { netMinor: number }) => s + l.netMinor, 0)).toBe(expected.netMinor);
  expect((await buyer.get('/api/invoices')).json().items.map((i: { id: number }) => i.id)).toEqual([inv.id]);

  // The buyer may not record payments; the seller may not pay more than is open.
  expect(
    (await buyer.post(`/api/invoices/${inv.id}/payments`, { amountMinor: 100, paidOn: '2026-11-21' })).statusCode,
  ).toBe(403);
  const over = await seller.post(`/api/invoices/${inv.id}/payments`, {
    amountMinor: expected.grossMinor + 1,
    paidOn: '2026-11-21',
  });
  expect(over.statusCode).toBe(409);
  expect(over.json().error.message).toMatch(/übersteigt den offenen Betrag/);

  const part = await seller.post(`/api/invoices/${inv.id}/payments`, { amountMinor: 1_000_00, paidOn: '2026-11-21' });
  expect(part.statusCode).toBe(201);
  expect(part.json()).toMatchObject({
    state: 'partly_paid',
    paidMinor: 1_000_00,
    openMinor: expected.grossMinor - 1_000_00,
  });
  const rest = await seller.post(`/api/invoices/${inv.id}/payments`, {
    amountMinor: expected.grossMinor - 1_000_00,
    paidOn: '2026-11-22',
    reference: inv.number,
  });
  expect(rest.json()).toMatchObject({ state: 'paid', openMinor: 0 });
  expect(await creditInUse(buyerAccountId)).toBe(order.grossMinor - share);
  await noDrift();

  // Someone else's invoice is not there.
  const other = await loginAs(t.app, (await createBuyer(t.app.db)).username);
  expect((await other.get(`/api/invoices/${inv.id}`)).statusCode).toBe(404);
  expect((await other.get(`/api/invoices/${inv.id}/pdf`)).statusCode).toBe(404);
});

test('numbers run without gaps, and issued documents cannot be changed', async () => {
  const { id, seller } = await confirmedOrder(30);
  for (const [i, litres] of [10_000, 10_000, 10_000].entries()) {
    expect((await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-G-${id}-${i}`, litres))).statusCode).toBe(201);
  }
  const before = await expectGapFree();
  // A refused lifting (over the tolerance) takes no number.
  expect((await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-G-${id}-x`, 5_000))).statusCode).toBe(409);
  expect(await expectGapFree()).toBe(before);

  const [first] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, id));
  await expect(t.app.db.update(invoices).set({ grossMinor: 1 }).where(eq(invoices.id, first!.id))).rejects.toThrow();
  await expect(t.app.db.delete(invoices).where(eq(invoices.id, first!.id))).rejects.toThrow();
});

test('a full credit note cancels an invoice and frees its credit; a second one is refused', async () => {
  const { id, buyerAccountId, seller } = await confirmedOrder(30);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-C-${id}`, 30_000));
  const [inv] = (await seller.get(`/api/orders/${id}/invoices`)).json().items;
  const used = await creditInUse(buyerAccountId);
  const res = await seller.post(`/api/invoices/${inv.id}/credit-notes`, { mode: 'full', reason: 'Falsche Menge' });
  expect(res.statusCode).toBe(201);
  const creditNote = res.json();
  expect(creditNote).toMatchObject({
    kind: 'credit_note',
    correctsNumber: inv.number,
    grossMinor: inv.grossMinor,
    state: 'credit_note',
  });
  expect(parseDocumentNumber(creditNote.number)?.kind).toBe('credit_note');
  expect(await creditInUse(buyerAccountId)).toBe(used - inv.grossMinor);
  expect((await seller.get(`/api/invoices/${inv.id}`)).json()).toMatchObject({
    state: 'paid',
    creditedMinor: inv.grossMinor,
    openMinor: 0,
  });
  const again = await seller.post(`/api/invoices/${inv.id}/credit-notes`, { mode: 'full' });
  expect(again.statusCode).toBe(409);
  expect(again.json().error.message).toMatch(/bereits vollständig gutgeschrieben/);
  await noDrift();
});

test('a partial credit note credits a lower quantity exactly', async () => {
  const { id, order, seller } = await confirmedOrder(30);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-P-${id}`, 30_000));
  const [inv] = (await seller.get(`/api/orders/${id}/invoices`)).json().items;
  const res = await seller.post(`/api/invoices/${inv.id}/credit-notes`, { mode: 'partial', litres: 29_000 });
  expect(res.statusCode).toBe(201);
  const rest = invoiceFor(29_000, order.pricePer100lE4, order.vatRateBp);
  expect(res.json().netMinor).toBe(inv.netMinor - rest.netMinor);
  const missing = await seller.post(`/api/invoices/${inv.id}/credit-notes`, { mode: 'partial' });
  expect(missing.statusCode).toBe(409);
});

test('overdue invoices show per buyer with days overdue', async () => {
  const { id, buyerAccountId, seller } = await confirmedOrder(30);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-O-${id}`, 30_000));
  const [inv] = (await seller.get(`/api/orders/${id}/invoices`)).json().items;
  t.clock.now = new Date(new Date(`${inv.dueDate}T12:00:00Z`).getTime() + 3 * 86_400_000);
  const later = await loginAs(t.app, 'verkaeufer'); // the session of a month ago has ended
  const detail = (await later.get(`/api/invoices/${inv.id}`)).json();
  expect(detail).toMatchObject({ state: 'overdue', daysOverdue: 3 });
  const overdue = (await later.get('/api/invoices/overdue')).json();
  expect(overdue.items).toContainEqual(expect.objectContaining({ buyerAccountId, count: 1, maxDaysOverdue: 3 }));
  const list = (await later.get('/api/invoices?state=overdue')).json();
  expect(list.items.map((i: { id: number }) => i.id)).toContain(inv.id);
  expect(list.totals.overdueMinor).toBeGreaterThanOrEqual(inv.grossMinor);
  const csv = await later.get('/api/invoices/export.csv?state=overdue');
  expect(csv.headers['content-type']).toMatch(/text\/csv/);
  expect(csv.body).toContain(inv.number);
  expect(csv.body).toContain('Überfällig');
});

test('bank lines: preview matches by invoice number, apply records the payments', async () => {
  const { id, seller } = await confirmedOrder(30);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-B-${id}`, 30_000));
  const [inv] = (await seller.get(`/api/orders/${id}/invoices`)).json().items;
  const amount = (inv.grossMinor / 100).toFixed(2).replace('.', ',');
  const csv = `Datum;Betrag;Verwendungszweck\n21.11.2026;${amount};Zahlung ${inv.number.toLowerCase()}\n21.11.2026;12,00;ohne Nummer\n21.11.2026;-50,00;Lastschrift\n`;
  const preview = await seller.post('/api/invoices/bank-lines', { csv, apply: false });
  expect(preview.statusCode).toBe(200);
  expect(preview.json()).toMatchObject({ applied: false, matchedCount: 1, matchedMinor: inv.grossMinor });
  expect(preview.json().lines.map((l: { status: string }) => l.status)).toEqual(['matched', 'no_number']);
  expect((await seller.get(`/api/invoices/${inv.id}`)).json().state).toBe('open');
  const applied = await seller.post('/api/invoices/bank-lines', { csv, apply: true });
  expect(applied.json()).toMatchObject({ applied: true, matchedCount: 1 });
  expect((await seller.get(`/api/invoices/${inv.id}`)).json()).toMatchObject({
    state: 'paid',
    paidMinor: inv.grossMinor,
  });
  // Applying the same statement again books nothing twice.
  const twice = await seller.post('/api/invoices/bank-lines', { csv, apply: true });
  expect(twice.statusCode).toBe(409);
  const broken = await seller.post('/api/invoices/bank-lines', { csv: 'Datum;Betrag\n1.1.2026;5', apply: false });
  expect(broken.statusCode).toBe(400);
});

test('per-order invoicing: one invoice when the order is complete; closing short releases the rest', async () => {
  await t.app.db.update(accounts).set({ invoicingMode: 'order' }).where(eq(accounts.id, sellerId));
  const { id, order, buyerAccountId, seller } = await confirmedOrder(30);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-M-${id}-1`, 15_000));
  expect((await seller.get(`/api/orders/${id}/invoices`)).json().items).toEqual([]);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-M-${id}-2`, 15_000));
  const items = (await seller.get(`/api/orders/${id}/invoices`)).json().items;
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ litres: 30_000, grossMinor: order.grossMinor });
  expect(await creditInUse(buyerAccountId)).toBe(order.grossMinor);

  const short = await confirmedOrder(30);
  await short.seller.post(`/api/orders/${short.id}/liftings`, lifting(`BOL-M-${short.id}-1`, 10_000));
  const day = new Date(`${short.order.collectionEndDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  await closeShortDue(
    { db: t.app.db, now: () => t.clock.now, orderChanges: t.app.orderChanges },
    day.toISOString().slice(0, 10),
  );
  const closed = (await short.seller.get(`/api/orders/${short.id}/invoices`)).json().items;
  expect(closed).toHaveLength(1);
  expect(closed[0].litres).toBe(10_000);
  expect(await creditInUse(short.buyerAccountId)).toBe(closed[0].grossMinor);
  await noDrift();
});

test('liftings of six orders at once take six consecutive numbers (on PostgreSQL truly concurrent)', async () => {
  const placed = [];
  for (let i = 0; i < 6; i++) placed.push(await confirmedOrder(10));
  const responses = await Promise.all(
    placed.map((p) => p.seller.post(`/api/orders/${p.id}/liftings`, lifting(`BOL-K-${p.id}`, 10_000))),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
  await expectGapFree();
  await noDrift();
});

test('the outbox renders each new document once and mails the buyer the PDF and the XRechnung', async () => {
  const { id, buyer, seller } = await confirmedOrder(30);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-F-${id}`, 30_000));
  const [inv] = (await seller.get(`/api/orders/${id}/invoices`)).json().items;
  await t.app.outbox.drain();
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.subject} = ${`Ihre Rechnung ${inv.number}`}`);
  expect(mail!.text).toContain(inv.number);
  expect(mail!.attachments!.map((a) => a.filename)).toEqual([`${inv.number}.pdf`, `${inv.number}-xrechnung-cii.xml`]);

  const pdf = await buyer.get(`/api/invoices/${inv.id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // The download is the stored file the mail carried, byte for byte.
  expect(pdf.rawPayload.toString('base64')).toBe(mail!.attachments![0]!.base64);
  const ubl = await buyer.get(`/api/invoices/${inv.id}/xml?syntax=ubl`);
  expect(ubl.body).toContain(`<cbc:ID>${inv.number}</cbc:ID>`);
  const cii = await seller.get(`/api/invoices/${inv.id}/xml`);
  expect(cii.body).toContain('CrossIndustryInvoice');
  expect(cii.body).toContain(`BOL-F-${id}`);
});

test('monthly invoicing: nothing at the lifting, one invoice per order for the month after it ends', async () => {
  await t.app.db.update(accounts).set({ invoicingMode: 'month' }).where(eq(accounts.id, sellerId));
  const { id, order, seller } = await confirmedOrder(30);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-Y-${id}-1`, 12_000));
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-Y-${id}-2`, 8_000));
  expect((await seller.get(`/api/orders/${id}/invoices`)).json().items).toEqual([]);
  // Still November: the month is not over.
  expect(await issueMonthlyInvoices(t.app.db, '2026-11-01', 'Europe/Berlin', t.clock.now)).toEqual([]);
  const issued = await issueMonthlyInvoices(t.app.db, '2026-12-01', 'Europe/Berlin', t.clock.now);
  const items = (await seller.get(`/api/orders/${id}/invoices`)).json().items;
  expect(items).toHaveLength(1);
  expect(issued).toContain(items[0].id);
  expect(items[0]).toMatchObject({
    litres: 20_000,
    bolNumber: `BOL-Y-${id}-2`,
    grossMinor: invoiceFor(20_000, order.pricePer100lE4, order.vatRateBp).grossMinor,
  });
  // Run again (the job runs hourly): nothing twice.
  expect(await issueMonthlyInvoices(t.app.db, '2026-12-01', 'Europe/Berlin', t.clock.now)).toEqual([]);
  await noDrift();
});

test('a parent account reads its child accounts’ invoices; a child only its own; totals cover every page', async () => {
  const parent = (await (await loginAs(t.app, 'aviat')).get('/api/invoices')).json();
  const child = (await (await loginAs(t.app, 'aviat-nord')).get('/api/invoices')).json();
  const names = new Set(parent.items.map((i: { buyerName: string }) => i.buyerName));
  expect(names.has('Aviat Tankstellen Nord GmbH')).toBe(true);
  expect(child.items.length).toBeGreaterThan(0);
  expect(child.items.every((i: { buyerName: string }) => i.buyerName === 'Aviat Tankstellen Nord GmbH')).toBe(true);
  expect(parent.totals.count).toBeGreaterThan(child.totals.count);
  // The seller's totals count every document, the page holds 50 of them, newest first.
  const seller = (await (await loginAs(t.app, 'verkaeufer')).get('/api/invoices')).json();
  expect(seller.totals.count).toBeGreaterThan(seller.items.length);
  const days = seller.items.map((i: { issuedOn: string }) => i.issuedOn);
  expect(days).toEqual([...days].sort().reverse());
  expect(seller.items[0]).not.toHaveProperty('issuedDay');
});
