import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OrderHistoryResponseSchema, type OrderHistoryResponse } from '@fuel/domain/contracts/order-history';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, offers, orders, products, terminals } from '../../db/schema';

let t: TestApp;
type Agent = Awaited<ReturnType<typeof loginAs>>;
let kaeufer: Agent;
let verkaeufer: Agent;
let aviat: Agent;
let ids: Record<
  'schmidt' | 'hanse' | 'rhein' | 'sued' | 'mitte' | 'aviat' | 'aviatNord' | 'aviatSued' | 'bauer' | 'additive',
  number
>;

beforeAll(async () => {
  t = await createTestApp();
  [kaeufer, verkaeufer, aviat] = await Promise.all([
    loginAs(t.app, 'kaeufer'),
    loginAs(t.app, 'verkaeufer'),
    loginAs(t.app, 'aviat'),
  ]);
  const rows = await t.app.db.select({ id: accounts.id, name: accounts.name }).from(accounts);
  const id = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.id;
  ids = {
    schmidt: id('Heizöl Schmidt'),
    hanse: id('Hanseatische'),
    rhein: id('Rhein-Ruhr'),
    sued: id('Süddeutsche'),
    mitte: id('Mitteldeutsche'),
    aviat: id('Aviat Energie'),
    aviatNord: id('Aviat Tankstellen Nord'),
    aviatSued: id('Aviat Tankstellen Süd'),
    bauer: id('Energiehandel Bauer'),
    additive: id('Nordwest Additiv-Technik'),
  };
});
afterAll(() => t.close());

async function history(a: Agent, query = ''): Promise<OrderHistoryResponse> {
  const res = await a.get(`/api/orderHistory${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return OrderHistoryResponseSchema.parse(res.json());
}

/** Ground truth straight from the table. */
async function countWhere(...conditions: Parameters<typeof and>): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(...conditions));
  return row!.n;
}

test('anonymous callers get 401 on the list and the export', async () => {
  for (const url of ['/api/orderHistory', '/api/orderHistory/export']) {
    const res = await agent(t.app).get(url);
    expect(res.statusCode).toBe(401);
  }
});

describe('a buyer (kaeufer)', () => {
  test('gets the first page of its own orders, 20 newest first, with total and page count', async () => {
    const h = await history(kaeufer);
    const total = await countWhere(eq(orders.buyerAccountId, ids.schmidt));
    expect(total).toBeGreaterThan(100);
    expect(h.metadata).toEqual({ total, pageCount: Math.ceil(total / 20), capped: false });
    expect(h.orders).toHaveLength(20);
    expect(h.orders.every((o) => o.buyer.id === ids.schmidt)).toBe(true);
    const created = h.orders.map((o) => o.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  test('rows carry the spec fields: numbers, amounts, collection window, labels for the buyer', async () => {
    const [row] = (await history(kaeufer, 'pageLimit=1')).orders;
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, row!._id));
    expect(row).toMatchObject({
      orderId: stored!.contractNumber,
      seller: { id: ids.hanse, name: 'Hanseatische Mineralöl Handels GmbH' },
      creditor: { id: ids.hanse },
      price: stored!.pricePer100lE4 / 10_000,
      volume: stored!.litres / 1000,
      invoice: {
        net: stored!.netMinor / 100,
        vat: stored!.vatMinor / 100,
        gross: stored!.grossMinor / 100,
        currency: 'EUR',
      },
      collectionRange: { start: stored!.collectionStartDate, end: stored!.collectionEndDate },
      // The one payment term as stored with the order (decision 050).
      paymentPeriod: { creditDays: stored!.creditDays, dueDate: stored!.dueDate },
      cancelled: false,
      product: { type: 'fuel' },
    });
    expect(row!.orderId).toMatch(/^K-\d{4}-\d{6}$/);
    expect(row!.collectionTimeText).toMatch(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    expect(row!.terminal).not.toBeNull();
    expect(row!.purchaseUnit.label).not.toBe('');
  });

  test('filter options describe only its own history (one seller, itself as buyer)', async () => {
    // The fuel history: the additive orders (issue 17) have their own sellers, units and sizes.
    const { filterOptions: f } = await history(kaeufer, 'productType=FUEL');
    expect(f.sellers).toEqual([{ id: ids.hanse, name: 'Hanseatische Mineralöl Handels GmbH' }]);
    expect(f.buyers.map((b) => b.id)).toEqual([ids.schmidt]);
    expect(f.products.length).toBeGreaterThan(1);
    expect(f.terminals.length).toBeGreaterThan(1);
    expect(f.orderIds.length).toBeGreaterThan(100);
    expect(f.status.map((s) => s.code)).toContain('COMPLETE');
    expect(f.prices.minPrice).toBeLessThan(f.prices.maxPrice!);
    expect(f.volumes.minQuantity).toBeGreaterThanOrEqual(10);
    expect(f.volumes.maxQuantity).toBeLessThanOrEqual(40);
    expect(f.invoices.invoiceMin).toBeLessThan(f.invoices.invoiceMax!);
    expect(f.createdDates.minDate! < f.createdDates.maxDate!).toBe(true);
    expect(f.collectionRanges.minStart! < f.collectionRanges.maxEnd!).toBe(true);
  });

  test('sees an incomplete order as "Offen"; the seller sees "Unvollständig"', async () => {
    const b = await history(kaeufer, 'orderStatusList=INCOMPLETE');
    expect(b.orders.length).toBeGreaterThan(0);
    expect(b.orders[0]!.status).toEqual({ code: 'INCOMPLETE', label: 'Offen' });
    const s = await history(verkaeufer, 'orderStatusList=INCOMPLETE');
    expect(s.orders[0]!.status).toEqual({ code: 'INCOMPLETE', label: 'Unvollständig' });
  });

  test('never sees another account’s orders, whatever the filters ask for', async () => {
    expect((await history(kaeufer, `buyerList=${ids.aviat}`)).metadata.total).toBe(0);
    expect((await history(kaeufer, `shareholderList=${ids.aviatNord}`)).metadata.total).toBe(0);
    expect((await history(kaeufer, `sellerList=${ids.rhein},${ids.sued}`)).metadata.total).toBe(0);
    const [foreign] = await t.app.db.select().from(orders).where(eq(orders.buyerAccountId, ids.bauer)).limit(1);
    expect((await history(kaeufer, `orderId=${foreign!.contractNumber}`)).metadata.total).toBe(0);
  });
});

describe('a parent buyer account (aviat)', () => {
  test('sees its own and its child accounts’ orders; a child only its own', async () => {
    const family = [ids.aviat, ids.aviatNord, ids.aviatSued];
    const h = await history(aviat);
    expect(h.metadata.total).toBe(await countWhere(inArray(orders.buyerAccountId, family)));
    expect(h.filterOptions.buyers.map((b) => b.id).sort()).toEqual([...family].sort());
    expect(h.filterOptions.sellers.map((s) => s.id).sort()).toEqual([ids.hanse, ids.rhein, ids.additive].sort());

    const shareholder = await history(aviat, `shareholderList=${ids.aviatNord}`);
    expect(shareholder.metadata.total).toBe(await countWhere(eq(orders.buyerAccountId, ids.aviatNord)));

    const child = await history(await loginAs(t.app, 'aviat-nord'));
    expect(child.metadata.total).toBe(await countWhere(eq(orders.buyerAccountId, ids.aviatNord)));
    expect(child.filterOptions.buyers.map((b) => b.id)).toEqual([ids.aviatNord]);
  });
});

describe('a seller', () => {
  test('sees its sales to every buyer, and only its own', async () => {
    const h = await history(verkaeufer);
    // Guard: with no sales the every() below would pass on an empty list.
    expect(h.orders.length).toBeGreaterThan(0);
    expect(h.metadata.total).toBe(await countWhere(eq(orders.sellerAccountId, ids.hanse)));
    expect(h.orders.every((o) => o.seller.id === ids.hanse)).toBe(true);
    const buyers = h.filterOptions.buyers.map((b) => b.id);
    expect(buyers).toContain(ids.schmidt);
    expect(buyers).toContain(ids.aviat);
    expect(buyers).not.toContain(ids.bauer);
    expect(h.filterOptions.sellers.map((s) => s.id)).toEqual([ids.hanse]);
    expect((await history(verkaeufer, `buyerList=${ids.bauer}`)).metadata.total).toBe(0);
  });

  test('spot and trigger tabs: the demo trigger orders (issue 13) only in the trigger tab, with their product', async () => {
    const spot = await history(verkaeufer, 'market=SPOT');
    expect(spot.metadata.total).toBe(
      await countWhere(eq(orders.sellerAccountId, ids.hanse), eq(orders.market, 'SPOT')),
    );
    const trigger = await history(verkaeufer, 'market=TRIGGER');
    expect(trigger.metadata.total).toBe(
      await countWhere(eq(orders.sellerAccountId, ids.hanse), eq(orders.market, 'TRIGGER')),
    );
    expect(trigger.metadata.total).toBeGreaterThan(0);
    expect(trigger.orders.every((o) => o.market === 'TRIGGER')).toBe(true);
    expect(trigger.filterOptions.products.map((p) => p.name)).toEqual(['Diesel B7']);
  });

  test('a seller without sales gets an empty history with empty options', async () => {
    const h = await history(await loginAs(t.app, 'verkaeufer-mitte'));
    expect(h.metadata).toEqual({ total: 0, pageCount: 0, capped: false });
    expect(h.orders).toEqual([]);
    expect(h.filterOptions.prices).toEqual({ minPrice: null, maxPrice: null });
  });

  test('marks orders placed before the offer was edited', async () => {
    const edited = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(offers, eq(offers.id, orders.offerId))
      .where(and(eq(orders.sellerAccountId, ids.hanse), sql`${orders.offerVersion} < ${offers.version}`));
    expect(edited.length).toBeGreaterThan(0);
    const all = await history(verkaeufer, 'pageLimit=100&sortBy=created&sortType=asc');
    const editedIds = new Set(edited.map((e) => e.id));
    for (const o of all.orders) expect(o.edited).toBe(editedIds.has(o._id));
  });
});

test('an operator account has no order history of its own', async () => {
  const h = await history(await loginAs(t.app, 'admin'));
  expect(h.metadata.total).toBe(0);
});

describe('filters (seller verkaeufer, checked against the table)', () => {
  const mine = () => eq(orders.sellerAccountId, ids.hanse);

  test('product, terminal and status lists, comma-separated or repeated', async () => {
    const [diesel] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, 'DIESEL-B7'));
    const [hamburg] = await t.app.db.select({ id: terminals.id }).from(terminals).where(eq(terminals.code, 'HH-HAR'));
    const dieselCount = await countWhere(mine(), eq(orders.productId, diesel!.id));
    const hamburgCount = await countWhere(mine(), eq(orders.terminalId, hamburg!.id));
    // Guard: the filter must have rows to match, or the comparison below passes on empty data.
    expect(dieselCount).toBeGreaterThan(0);
    expect(hamburgCount).toBeGreaterThan(0);
    expect((await history(verkaeufer, `productList=${diesel!.id}`)).metadata.total).toBe(
      await countWhere(mine(), eq(orders.productId, diesel!.id)),
    );
    expect((await history(verkaeufer, `terminalList=${hamburg!.id}`)).metadata.total).toBe(
      await countWhere(mine(), eq(orders.terminalId, hamburg!.id)),
    );
    const expected = await countWhere(mine(), inArray(orders.status, ['DECLINED', 'DELETED']));
    expect(expected).toBeGreaterThan(0);
    expect((await history(verkaeufer, 'orderStatusList=DECLINED,DELETED')).metadata.total).toBe(expected);
    const repeated = await history(verkaeufer, 'orderStatusList=DECLINED&orderStatusList=DELETED');
    expect(repeated.metadata.total).toBe(expected);
    expect(repeated.orders.every((o) => o.cancelled)).toBe(true);
  });

  test('price, invoice and quantity ranges (inclusive)', async () => {
    // Guard: the filter must have rows to match, or the comparison below passes on empty data.
    expect(await countWhere(mine(), sql`${orders.pricePer100lE4} between 1000000 and 1500000`)).toBeGreaterThan(0);
    expect(await countWhere(mine(), sql`${orders.grossMinor} between 3000000 and 4000050`)).toBeGreaterThan(0);
    expect(await countWhere(mine(), sql`${orders.litres} between 20000 and 25500`)).toBeGreaterThan(0);
    expect((await history(verkaeufer, 'priceMin=100&priceMax=150')).metadata.total).toBe(
      await countWhere(mine(), sql`${orders.pricePer100lE4} between 1000000 and 1500000`),
    );
    expect((await history(verkaeufer, 'invoiceMin=30000&invoiceMax=40000.5')).metadata.total).toBe(
      await countWhere(mine(), sql`${orders.grossMinor} between 3000000 and 4000050`),
    );
    const q = await history(verkaeufer, 'orderQuantityMin=20&orderQuantityMax=25.5');
    expect(q.metadata.total).toBe(await countWhere(mine(), sql`${orders.litres} between 20000 and 25500`));
    expect(q.orders.every((o) => o.volume >= 20 && o.volume <= 25.5)).toBe(true);
  });

  test('created dates cover the first day from 00:00 to the last day 23:59:59 in Europe/Berlin', async () => {
    const expected = await countWhere(
      mine(),
      sql`(${orders.createdAt} at time zone 'Europe/Berlin')::date between '2026-06-01' and '2026-06-30'`,
    );
    expect(expected).toBeGreaterThan(0);
    expect((await history(verkaeufer, 'createdStart=2026-06-01&createdEnd=2026-06-30')).metadata.total).toBe(expected);
    const oneDay = await countWhere(
      mine(),
      sql`(${orders.createdAt} at time zone 'Europe/Berlin')::date = '2026-06-02'`,
    );
    // Guard: the filter must have rows to match, or the comparison below passes on empty data.
    expect(oneDay).toBeGreaterThan(0);
    expect((await history(verkaeufer, 'createdStart=2026-06-02&createdEnd=2026-06-02')).metadata.total).toBe(oneDay);
    const from = await countWhere(
      mine(),
      sql`(${orders.createdAt} at time zone 'Europe/Berlin')::date >= '2026-11-01'`,
    );
    // Guard: the filter must have rows to match, or the comparison below passes on empty data.
    expect(from).toBeGreaterThan(0);
    expect((await history(verkaeufer, 'createdStart=2026-11-01')).metadata.total).toBe(from);
  });

  test('collection range matches windows that overlap it', async () => {
    const expected = await countWhere(
      mine(),
      sql`${orders.collectionEndDate} >= '2026-03-01' and ${orders.collectionStartDate} <= '2026-03-10'`,
    );
    // Guard: the filter must have rows to match, or the comparison below passes on empty data.
    expect(expected).toBeGreaterThan(0);
    expect(
      (await history(verkaeufer, 'collectionRangeStart=2026-03-01&collectionRangeEnd=2026-03-10')).metadata.total,
    ).toBe(expected);
  });

  test('order number: part of the contract number matches', async () => {
    const [one] = await t.app.db.select({ n: orders.contractNumber }).from(orders).where(mine()).limit(1);
    const h = await history(verkaeufer, `orderId=${one!.n.slice(-6)}`);
    expect(h.metadata.total).toBe(1);
    expect(h.orders[0]!.orderId).toBe(one!.n);
    expect((await history(verkaeufer, 'orderId=%25')).metadata.total).toBe(0);
  });

  test('purchase units and product type', async () => {
    const h = await history(verkaeufer);
    const unit = h.filterOptions.purchaseUnits[0]!;
    const units = await history(verkaeufer, `purchaseUnitList=${unit.value}`);
    // Guard: the filter must have rows to match, or the comparison below passes on empty data.
    expect(units.metadata.total).toBeGreaterThan(0);
    expect(units.metadata.total).toBe(await countWhere(mine(), eq(orders.buyerUserId, unit.value)));
    // The Hanseatische sells fuel and additives (issue 17): the two product types split its history.
    const additive = (await history(verkaeufer, 'productType=ADDITIVE')).metadata.total;
    expect(additive).toBe(await countWhere(mine(), eq(orders.market, 'ADDITIVE')));
    expect(additive).toBeGreaterThan(0);
    expect((await history(verkaeufer, 'productType=FUEL')).metadata.total).toBe(h.metadata.total - additive);
  });

  test('sorting by price ascending and paging', async () => {
    const h = await history(verkaeufer, 'sortBy=price&sortType=asc&pageLimit=50');
    const prices = h.orders.map((o) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(h.metadata.pageCount).toBe(Math.ceil(h.metadata.total / 50));
    const p2 = await history(verkaeufer, 'sortBy=price&sortType=asc&pageLimit=50&pageNumber=2');
    expect(p2.orders[0]!.price).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
    expect(new Set([...h.orders, ...p2.orders].map((o) => o._id)).size).toBe(100);
    const beyond = await history(verkaeufer, `pageNumber=${h.metadata.pageCount + 5}&pageLimit=50`);
    expect(beyond.orders).toEqual([]);
    expect(beyond.metadata.total).toBe(h.metadata.total);
  });
});

describe('bad parameters are refused with 400 and a German message per field', () => {
  test.each([
    ['pageNumber=0', 'pageNumber', 'Seite muss mindestens 1 sein.'],
    ['pageLimit=101', 'pageLimit', 'Einträge pro Seite darf höchstens 100 sein.'],
    ['pageNumber=abc', 'pageNumber', 'Seite muss eine Zahl sein.'],
    ['priceMin=-1', 'priceMin', 'Mindestpreis darf nicht negativ sein.'],
    ['priceMin=200&priceMax=100', 'priceMin', 'Der Mindestpreis darf nicht größer als der Höchstpreis sein.'],
    ['createdStart=2026-13-01', 'createdStart', 'Bestelldatum von ist kein gültiges Datum.'],
    ['createdEnd=01.11.2026', 'createdEnd', 'Bestelldatum bis muss ein Datum im Format JJJJ-MM-TT sein.'],
    ['orderStatusList=OPEN,FOO', 'orderStatusList.1', 'Status enthält einen ungültigen Wert.'],
    ['productList=1,x', 'productList.1', 'Produkte enthält eine ungültige Kennung.'],
    [
      'sortBy=bogus',
      'sortBy',
      'Sortierung ist ungültig (erlaubt: created, orderId, price, volume, invoice, collection, status, product, terminal, buyer, seller).',
    ],
    ['productType=GAS', 'productType', 'Produktart ist ungültig (erlaubt: FUEL, ADDITIVE).'],
  ])('%s', async (query, field, message) => {
    for (const url of [`/api/orderHistory?${query}`, `/api/orderHistory/export?${query}`]) {
      const res = await kaeufer.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    }
  });
});

describe('CSV export', () => {
  test('the filtered list, all pages, German headers, ";" separator, DD.MM.YYYY and brand number format', async () => {
    const res = await verkaeufer.get('/api/orderHistory/export?createdStart=2026-06-01&createdEnd=2026-06-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bestellhistorie-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Auftragsnr.;Käufer;Produkt;Terminal;Lieferadresse;Menge (cbm);Preis (pro 100 L);Netto;MwSt.;Rechnungsbetrag;Währung;Abholzeitraum von;Abholzeitraum bis;Status;Besteller;Anzahl Einheiten;Gebinde;Preis pro Einheit;Zahlungsziel (Tage);Fällig am',
    );
    const total = (await history(verkaeufer, 'createdStart=2026-06-01&createdEnd=2026-06-30')).metadata.total;
    expect(total).toBeGreaterThan(20);
    expect(lines).toHaveLength(total + 1);
    const cells = lines[1]!.split(';');
    expect(cells[0]).toMatch(/^\d{2}\.06\.2026$/);
    expect(cells[6]).toMatch(/^\d{1,2},\d{3}$/);
    expect(cells[10]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(cells[11]).toBe('EUR');
  });

  test('a buyer exports only its own orders, with the seller as counterparty', async () => {
    const res = await kaeufer.get('/api/orderHistory/export');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.split(';')[2]).toBe('Verkäufer');
    expect(lines).toHaveLength((await countWhere(eq(orders.buyerAccountId, ids.schmidt))) + 1);
    const sellers = new Set(lines.slice(1).map((l) => l.split(';')[2]));
    expect([...sellers].sort()).toEqual(['Hanseatische Mineralöl Handels GmbH', 'Nordwest Additiv-Technik GmbH']);
  });

  test('a company name that a spreadsheet would run as a formula is exported as text (OWASP CSV injection)', async () => {
    const payload = "-2+3+cmd|' /C calc'!A0";
    await t.app.db.update(accounts).set({ name: payload }).where(eq(accounts.id, ids.schmidt));
    try {
      const res = await verkaeufer.get('/api/orderHistory/export');
      const rows = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(';'));
      const schmidt = rows.filter((cells) => cells[2]!.includes('cmd|'));
      expect(schmidt.length).toBeGreaterThan(0);
      for (const cells of schmidt) {
        expect(cells[2]).toBe(`'${payload}`);
        // The amounts beside it stay numbers.
        expect(cells[10]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
      }
    } finally {
      await t.app.db.update(accounts).set({ name: 'Heizöl Schmidt GmbH & Co. KG' }).where(eq(accounts.id, ids.schmidt));
    }
  });
});
