import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CsvPreviewSchema, CsvUploadListSchema, CsvUploadSchema } from '@fuel/domain/contracts/csv-uploads';
import { LIFTING_CSV_COLUMNS } from '@fuel/domain/csv/lifting-csv';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accountIdByName, orderOfNewBuyer } from '../../../test/trading-fixtures';
import { auditLog, liftings, orders } from '../../db/schema';

// Issue 28 part 1: liftings by CSV upload, as the other uploads: preview with the row's problems,
// apply of every row in one transaction through the liftings service, history.

const SELLER = 'Hanseatische Mineralöl Handels GmbH';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, SELLER);
  seller = await loginAs(t.app, 'verkaeufer');
});
afterAll(() => t.close());

/** A buyer's confirmed order of `cbm` at the demo seller: its id and contract number. */
async function confirmedOrder(cbm: number, { confirm = true } = {}) {
  const { order } = await orderOfNewBuyer(t.app, t.clock.now, {
    sellerAccountId: sellerId,
    sellerUsername: 'verkaeufer',
    cbm,
    confirm,
  });
  return { id: order.id, contract: order.contractNumber };
}

const HEADER = LIFTING_CSV_COLUMNS.map((c) => c.header).join(';');
/** One row; `over` replaces cells by header. */
const line = (contract: string, bol: string, litres: string, over: Record<string, string> = {}) => {
  const cells: Record<string, string> = {
    Vertragsnummer: contract,
    Lieferscheinnummer: bol,
    Datum: '20.11.2026',
    Uhrzeit: '07:30',
    'Menge 15 °C (L)': litres,
    'Temperatur (°C)': '9,5',
    'Dichte (kg/L)': '0,8451',
    Fahrzeug: 'HH-FM 123',
    ...over,
  };
  return LIFTING_CSV_COLUMNS.map((c) => cells[c.header] ?? '').join(';');
};
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

function upload(name: string, body: string, as = seller) {
  return t.app.inject({
    method: 'POST',
    url: `/api/csv-uploads/liftings/preview?fileName=${encodeURIComponent(name)}`,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/csv' },
    cookies: as.cookies(),
    payload: body,
  });
}
async function preview(name: string, body: string) {
  const res = await upload(name, body);
  expect(res.statusCode, res.body).toBe(200);
  return CsvPreviewSchema.parse(res.json());
}
const liftingsOf = (ids: number[]) => t.app.db.select().from(liftings).where(inArray(liftings.orderId, ids));
const statusOf = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

test('the template: German headers and an example row for one of the seller’s orders; buyers may not have it', async () => {
  const { contract } = await confirmedOrder(5);
  const res = await seller.get('/api/csv-uploads/liftings/template');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain('vorlage-verladungen.csv');
  const [header, example] = res.body.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(HEADER);
  // The example names a liftable order of the seller (the one whose collection ends first).
  const liftable = (await seller.get('/api/liftings/liftable-orders')).json().orders as { contractNumber: string }[];
  expect(liftable.map((o) => o.contractNumber)).toContain(contract);
  expect(example).toBe(`${liftable[0]!.contractNumber};BOL-4711;20.11.2026;07:30;30.000;30.110;9,5;0,845;HH-FM 123`);
  const buyer = await loginAs(t.app, 'kaeufer');
  expect((await buyer.get('/api/csv-uploads/liftings/template')).statusCode).toBe(403);
});

test('preview names each row’s problems in German: unknown or other seller’s contract, status, tolerance, BOL twice', async () => {
  const a = await confirmedOrder(10);
  const open = await confirmedOrder(10, { confirm: false });
  // One lifting recorded already: its BOL cannot come again.
  expect(
    (
      await seller.post(`/api/orders/${a.id}/liftings`, {
        bolNumber: `P-${a.id}-0`,
        liftedAt: '2026-11-19T08:00:00+01:00',
        litres15: 1_000,
      })
    ).statusCode,
  ).toBe(201);
  const p = await preview(
    'fehler.csv',
    file(
      line('999999', `P-${a.id}-1`, '1.000'),
      line(open.contract, `P-${a.id}-2`, '1.000'),
      line(a.contract, `P-${a.id}-3`, '5.000'),
      // 1,000 + 5,000 earlier + 4,500 = 10,500 > 10,200 (2 % of 10,000 L).
      line(a.contract, `P-${a.id}-4`, '4.500'),
      line(a.contract, `P-${a.id}-3`, '100'),
      line(a.contract, `P-${a.id}-0`, '100'),
      line(a.contract, '', '1,5', { Datum: '31.02.2026', Uhrzeit: '25:00' }),
    ),
  );
  expect(p.uploadId).toBeNull();
  const problems = (row: number) => p.rows.find((r) => r.row === row)!.problems.map((x) => `${x.column}: ${x.message}`);
  expect(problems(2)).toEqual(['Vertragsnummer: Vertragsnummer 999999 gehört zu keiner Ihrer Bestellungen.']);
  expect(problems(3)).toEqual(['Vertragsnummer: Verladungen können nur zu bestätigten Bestellungen erfasst werden.']);
  expect(problems(4)).toEqual([]);
  expect(p.rows[2]).toMatchObject({ reference: a.contract, action: 'create' });
  expect(p.rows[2]!.summary).toContain('5.000 L');
  expect(problems(5)).toEqual([
    'Menge 15 °C (L): Die Menge übersteigt die Bestellung über die Toleranz von 2 % hinaus: höchstens noch 4.200 L können verladen werden.',
  ]);
  expect(problems(6)).toEqual([`Lieferscheinnummer: Lieferscheinnummer P-${a.id}-3 kommt in der Datei mehrfach vor.`]);
  expect(problems(7)).toEqual([`Lieferscheinnummer: Die Lieferscheinnummer P-${a.id}-0 ist bereits erfasst.`]);
  expect(problems(8)).toEqual([
    'Datum: Datum: „31.02.2026“ ist kein gültiges Datum (TT.MM.JJJJ).',
    'Uhrzeit: Uhrzeit: „25:00“ ist keine gültige Uhrzeit (HH:MM).',
    'Menge 15 °C (L): Menge 15 °C (L) muss eine ganze Zahl sein.',
    'Lieferscheinnummer: Lieferscheinnummer ist ein Pflichtfeld.',
  ]);
  expect(p.problemCount).toBe(9);
  // Nothing changed.
  expect((await liftingsOf([a.id, open.id])).map((l) => l.bolNumber)).toEqual([`P-${a.id}-0`]);

  // Another seller's order is as unknown as none.
  const other = await loginAs(t.app, 'verkaeufer-rhein');
  const res = await upload('fremd.csv', file(line(a.contract, `X-${a.id}`, '1.000')), other);
  expect(res.json().rows[0].problems[0].message).toBe(
    `Vertragsnummer ${a.contract} gehört zu keiner Ihrer Bestellungen.`,
  );
});

test('apply records every row in one go at the terminal clock: orders move on, history lists the upload', async () => {
  const a = await confirmedOrder(30);
  const b = await confirmedOrder(10);
  const p = await preview(
    'verladungen.csv',
    file(
      line(a.contract, `A-${a.id}-1`, '20.000', { 'Menge Umgebung (L)': '20.110' }),
      line(b.contract, `B-${b.id}-1`, '10.000', { Uhrzeit: '6:05', Fahrzeug: '' }),
      line(a.contract, `A-${a.id}-2`, '9.500'),
    ),
  );
  expect(p).toMatchObject({ problemCount: 0, counts: { create: 3 } });
  expect(p.uploadId).not.toBeNull();
  const res = await seller.post(`/api/csv-uploads/liftings/${p.uploadId}/apply`);
  expect(res.statusCode, res.body).toBe(200);
  const applied = CsvUploadSchema.parse(res.json());
  expect(applied).toMatchObject({ kind: 'liftings', fileName: 'verladungen.csv', created: 3, updated: 0 });

  const rows = await liftingsOf([a.id, b.id]);
  expect(rows.map((r) => [r.bolNumber, r.litres15]).sort()).toEqual(
    [
      [`A-${a.id}-1`, 20_000],
      [`A-${a.id}-2`, 9_500],
      [`B-${b.id}-1`, 10_000],
    ].sort(),
  );
  const first = rows.find((r) => r.bolNumber === `A-${a.id}-1`)!;
  expect(first).toMatchObject({
    ambientLitres: 20_110,
    temperatureC: 9.5,
    densityKgL: 0.8451,
    vehicleRef: 'HH-FM 123',
  });
  expect(first.liftedAt.toISOString()).toBe('2026-11-20T06:30:00.000Z');
  expect(rows.find((r) => r.bolNumber === `B-${b.id}-1`)!.liftedAt.toISOString()).toBe('2026-11-20T05:05:00.000Z');
  // Each lifting's audit entry names the upload it came with.
  const audits = await t.app.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.lifted'), inArray(auditLog.entityId, [String(a.id), String(b.id)])));
  expect(audits).toHaveLength(3);
  expect(audits.every((x) => (x.details as { csvUploadId?: number }).csvUploadId === p.uploadId)).toBe(true);
  expect(await statusOf(a.id)).toBe('COMPLETE');
  expect(await statusOf(b.id)).toBe('COMPLETE');

  const history = CsvUploadListSchema.parse((await seller.get('/api/csv-uploads/liftings')).json());
  expect(history.uploads[0]).toEqual(applied);
  const stored = await seller.get(`/api/csv-uploads/liftings/${applied.id}/file`);
  expect(stored.body).toContain(`A-${a.id}-2`);
});

test('a row refused at apply rolls back the whole file, with a German error naming the row', async () => {
  const a = await confirmedOrder(10);
  const b = await confirmedOrder(10);
  const p = await preview(
    'spaet.csv',
    file(line(a.contract, `R-${a.id}-1`, '4.000'), line(b.contract, `R-${b.id}-1`, '4.000')),
  );
  expect(p.uploadId).not.toBeNull();
  // Between preview and apply, the second order is lifted in full on its page.
  await seller.post(`/api/orders/${b.id}/liftings`, {
    bolNumber: `R-${b.id}-0`,
    liftedAt: '2026-11-20T07:00:00+01:00',
    litres15: 10_000,
  });
  const res = await seller.post(`/api/csv-uploads/liftings/${p.uploadId}/apply`);
  expect(res.statusCode).toBe(422);
  expect(Object.entries(res.json().error.fields)).toEqual([
    ['Zeile 3 · Vertragsnummer', 'Die Bestellung ist bereits vollständig verladen.'],
  ]);
  expect(await liftingsOf([a.id])).toEqual([]);
  expect(await statusOf(a.id)).toBe('CONFIRMED');
});

test('a refusal inside the apply transaction (a BOL taken meanwhile) leaves nothing of the file', async () => {
  const a = await confirmedOrder(10);
  const b = await confirmedOrder(10);
  const p = await preview(
    'race.csv',
    file(line(a.contract, `S-${a.id}-1`, '4.000'), line(b.contract, `S-${b.id}-1`, '4.000')),
  );
  // The read at apply passes (the BOL is free then), the second write meets it taken: simulated by
  // recording it between that read and the write, so the liftings service itself refuses.
  const original = t.app.db.transaction.bind(t.app.db);
  let once = false;
  t.app.db.transaction = (async (fn: Parameters<typeof original>[0]) => {
    if (!once) {
      once = true;
      await seller.post(`/api/orders/${b.id}/liftings`, {
        bolNumber: `S-${b.id}-1`,
        liftedAt: '2026-11-20T07:00:00+01:00',
        litres15: 1_000,
      });
    }
    return original(fn);
  }) as typeof original;
  let res;
  try {
    res = await seller.post(`/api/csv-uploads/liftings/${p.uploadId}/apply`);
  } finally {
    t.app.db.transaction = original;
  }
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toMatchObject({ code: 'CSV_APPLY_FAILED' });
  expect(res.json().error.message).toContain(`Die Lieferscheinnummer S-${b.id}-1 ist bereits erfasst.`);
  expect(await liftingsOf([a.id])).toEqual([]);
  expect((await liftingsOf([b.id])).map((l) => l.litres15)).toEqual([1_000]);
});
