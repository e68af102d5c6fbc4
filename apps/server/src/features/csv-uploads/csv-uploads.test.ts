import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  CsvPreviewSchema,
  CsvUploadListSchema,
  CsvUploadSchema,
  type CsvPreview,
} from '@fuel/domain/contracts/csv-uploads';
import { MyOffersResponseSchema } from '@fuel/domain/contracts/offers';
import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';
import { CSV_MESSAGES, MAX_CSV_BYTES } from '@fuel/domain/csv/csv-file';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { OFFER_CSV_HEADER, offerCsvRow } from './csv-uploads.fixtures';
import {
  accounts,
  auditLog,
  csvUploads,
  offers,
  products,
  relationshipAdditiveProducts,
  relationshipProducts,
  relationships,
} from '../../db/schema';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let otherSeller: Awaited<ReturnType<typeof loginAs>>;
let sellerAccountId = 0;

beforeAll(async () => {
  t = await createTestApp();
  seller = await loginAs(t.app, 'verkaeufer');
  otherSeller = await loginAs(t.app, 'verkaeufer-rhein');
  sellerAccountId = (await seller.get('/api/user')).json().account.id;
});
afterAll(() => t.close());

type Agent = typeof seller;

/** Sends a file as the web app does: the raw bytes as text/csv, the name in the query. */
function upload(a: Agent, kind: string, fileName: string, body: string | Buffer, contentType = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url: `/api/csv-uploads/${kind}/preview?fileName=${encodeURIComponent(fileName)}`,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': contentType },
    cookies: a.cookies(),
    payload: body,
  });
}

async function preview(a: Agent, kind: string, fileName: string, body: string | Buffer): Promise<CsvPreview> {
  const res = await upload(a, kind, fileName, body);
  expect(res.statusCode, res.body).toBe(200);
  return CsvPreviewSchema.parse(res.json());
}

const line = (cells: Record<string, string>) => OFFER_CSV_COLUMNS.map((c) => cells[c.header] ?? '').join(';');
/** Ten offers with distinct prices (98,41 ... 98,50); `bad` rows get a minimum above the maximum. */
const tenOffers = (bad: number[] = []) =>
  [
    OFFER_CSV_HEADER,
    ...Array.from({ length: 10 }, (_, i) =>
      offerCsvRow({ Preis: `98,${41 + i}`, ...(bad.includes(i) ? { 'Mindestmenge (cbm)': '50' } : {}) }),
    ),
  ].join('\r\n');

const offerCount = async () =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(eq(offers.sellerAccountId, sellerAccountId))
  )[0]!.n;
const myOffers = async (a: Agent = seller) =>
  MyOffersResponseSchema.parse((await a.get('/api/offers/mine')).json()).offers;

describe('offers CSV', () => {
  test('the template: German headers, an example row, as a download; buyers may not have it', async () => {
    const res = await seller.get('/api/csv-uploads/offers/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('vorlage-angebote.csv');
    const [header, example] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(OFFER_CSV_HEADER);
    expect(example).toContain(';Fest;98,45;100L15;20.11.2026;20.12.2026;06:00;18:00;');
    const buyer = await loginAs(t.app, 'kaeufer');
    expect((await buyer.get('/api/csv-uploads/offers/template')).statusCode).toBe(403);
  });

  test('a file with one bad row: the preview names row and column, nothing is stored and nothing changes', async () => {
    const before = await offerCount();
    const p = await preview(seller, 'offers', 'angebote.csv', tenOffers([6]));
    expect(p.uploadId).toBeNull();
    expect(p.counts).toEqual({ create: 10, update: 0, delete: 0, unchanged: 0 });
    expect(p.problemCount).toBe(1);
    expect(p.rows[6]).toMatchObject({
      row: 8,
      action: 'create',
      problems: [
        {
          row: 8,
          column: 'Mindestmenge (cbm)',
          message: 'Die Mindestmenge darf nicht größer als die Höchstmenge sein.',
        },
      ],
    });
    expect(p.rows[0]!.summary).toBe('Diesel B7 · Tanklager Hamburg-Harburg · 500 cbm · 98,41 pro 100 L');
    expect(await offerCount()).toBe(before);
    expect(await t.app.db.select().from(csvUploads)).toEqual([]);
  });

  test("a good file: preview, apply in one go, offers listed, audit entries like the form's, history and the stored file", async () => {
    const before = (await myOffers()).length;
    const text = tenOffers();
    const p = await preview(seller, 'offers', 'angebote-korrigiert.csv', text);
    expect(p).toMatchObject({
      fileName: 'angebote-korrigiert.csv',
      sizeBytes: Buffer.byteLength(text),
      encoding: 'utf-8',
      separator: ';',
      problemCount: 0,
    });
    expect(p.uploadId).not.toBeNull();

    const res = await seller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`);
    expect(res.statusCode, res.body).toBe(200);
    const applied = CsvUploadSchema.parse(res.json());
    expect(applied).toMatchObject({
      id: p.uploadId,
      kind: 'offers',
      fileName: 'angebote-korrigiert.csv',
      created: 10,
      updated: 0,
      deleted: 0,
      user: 'Thomas Brandt',
    });

    const list = await myOffers();
    expect(list.length).toBe(before + 10);
    expect(
      list.filter(
        (o) => o.pricePer100l !== null && o.pricePer100l >= 98.41 && o.pricePer100l <= 98.5 && o.totalCbm === 500,
      ),
    ).toHaveLength(10);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'offer'),
          eq(auditLog.action, 'create'),
          sql`${auditLog.details}->>'csvUploadId' = ${String(p.uploadId)}`,
        ),
      );
    expect(audits).toHaveLength(10);
    const uploadAudit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'csv_upload'), eq(auditLog.entityId, String(p.uploadId))));
    expect(uploadAudit.map((a) => a.action)).toEqual(['csv_upload.applied']);

    // Applied once: the draft is gone.
    expect((await seller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`)).statusCode).toBe(404);

    const history = CsvUploadListSchema.parse((await seller.get('/api/csv-uploads/offers')).json());
    expect(history.uploads[0]).toEqual(applied);
    const file = await seller.get(`/api/csv-uploads/offers/${p.uploadId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('angebote-korrigiert.csv');
    expect(file.body).toBe(text);
  });

  test('update and delete by offer number; an unchanged row is left alone', async () => {
    const [a, b, c] = (await myOffers()).filter(
      (o) => o.pricePer100l !== null && o.pricePer100l >= 98.41 && o.pricePer100l <= 98.5,
    );
    const text = [
      OFFER_CSV_HEADER,
      offerCsvRow({ Angebotsnummer: String(a!.id), Preis: '101' }),
      line({ Angebotsnummer: String(b!.id), Aktion: 'Löschen' }),
      offerCsvRow({ Angebotsnummer: String(c!.id), Preis: String(c!.pricePer100l).replace('.', ',') }),
    ].join('\n');
    const p = await preview(seller, 'offers', 'pflege.csv', text);
    expect(p.rows.map((r) => [r.action, r.reference])).toEqual([
      ['update', String(a!.id)],
      ['delete', String(b!.id)],
      ['unchanged', String(c!.id)],
    ]);
    const applied = CsvUploadSchema.parse((await seller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`)).json());
    expect(applied).toMatchObject({ created: 0, updated: 1, deleted: 1 });
    const after = await myOffers();
    expect(after.find((o) => o.id === a!.id)).toMatchObject({ pricePer100l: 101, version: a!.version + 1 });
    expect(after.find((o) => o.id === b!.id)).toBeUndefined();
    expect(after.find((o) => o.id === c!.id)!.version).toBe(c!.version);
  });

  test('apply is atomic: a failure in the middle of the writes leaves every offer and the history as they were', async () => {
    const [target] = await myOffers();
    const text = [
      OFFER_CSV_HEADER,
      offerCsvRow({ Preis: '77,77' }),
      offerCsvRow({ Preis: '77,78' }),
      offerCsvRow({ Angebotsnummer: String(target!.id), 'Gesamtmenge (cbm)': '777' }),
    ].join('\n');
    const p = await preview(seller, 'offers', 'atomar.csv', text);
    expect(p.counts).toMatchObject({ create: 2, update: 1 });
    // The database refuses the update (as a full disk or a lost connection would), after the creates went in.
    await t.database.exec(`
      CREATE FUNCTION csv_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER csv_test_fail BEFORE UPDATE ON offers FOR EACH ROW WHEN (NEW.total_litres = 777000) EXECUTE FUNCTION csv_test_fail();
    `);
    const before = { count: await offerCount(), history: (await seller.get('/api/csv-uploads/offers')).json() };
    const res = await seller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`);
    await t.database.exec('DROP TRIGGER csv_test_fail ON offers; DROP FUNCTION csv_test_fail();');
    expect(res.statusCode).toBe(500);
    expect(await offerCount()).toBe(before.count);
    expect((await seller.get('/api/csv-uploads/offers')).json()).toEqual(before.history);
    expect((await myOffers()).filter((o) => o.pricePer100l === 77.77)).toEqual([]);
    // The draft is still there: after the cause is gone the same preview applies.
    expect((await seller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`)).statusCode).toBe(200);
  });

  test('what changed since the preview is checked again at apply: 422 names the file, nothing changes', async () => {
    const [target] = await myOffers();
    const p = await preview(
      seller,
      'offers',
      'veraltet.csv',
      [OFFER_CSV_HEADER, offerCsvRow({ Preis: '66,66' }), offerCsvRow({ Angebotsnummer: String(target!.id) })].join(
        '\n',
      ),
    );
    expect((await seller.delete(`/api/offers/${target!.id}`)).statusCode).toBe(204);
    const before = await offerCount();
    const res = await seller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'CSV_HAS_ERRORS',
      fields: { 'Zeile 3 · Angebotsnummer': `Angebotsnummer ${target!.id} ist keines Ihrer Angebote.` },
    });
    expect(res.json().error.message).toContain('„veraltet.csv“');
    expect(await offerCount()).toBe(before);
  });

  test('Windows-1252 with umlauts and a comma separator', async () => {
    const text = [
      OFFER_CSV_COLUMNS.map((c) => `"${c.header}"`).join(','),
      offerCsvRow({ Produkt: 'Heizöl EL schwefelarm', Preis: '"88,5"', 'Höchstmenge (cbm)': '"40,5"' })
        .split(';')
        .join(','),
    ].join('\r\n');
    const bytes = Buffer.from(text, 'latin1');
    const p = await preview(seller, 'offers', 'heizöl.csv', bytes);
    expect(p).toMatchObject({ encoding: 'windows-1252', separator: ',', problemCount: 0, fileName: 'heizöl.csv' });
    expect(p.rows[0]!.summary).toContain('Heizöl EL schwefelarm');
  });

  test('limits: a file over the size limit and a file that is no text are refused in German; a wrong content type too', async () => {
    const big = await upload(seller, 'offers', 'gross.csv', Buffer.alloc(MAX_CSV_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toEqual({ code: 'CSV_FILE_TOO_LARGE', message: CSV_MESSAGES.tooLarge });
    const many = await preview(seller, 'offers', 'viele.csv', `${OFFER_CSV_HEADER}\n${'x\n'.repeat(10_001)}`);
    expect(many).toMatchObject({
      uploadId: null,
      rows: [],
      fileProblems: [{ row: 0, column: null, message: CSV_MESSAGES.tooManyRows }],
    });
    const binary = await upload(seller, 'offers', 'tabelle.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().error.code).toBe('CSV_NOT_TEXT');
    const json = await upload(seller, 'offers', 'x.csv', '{"a":1}', 'application/json');
    expect(json.statusCode).toBe(415);
    const missingName = await t.app.inject({
      method: 'POST',
      url: '/api/csv-uploads/offers/preview',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/csv' },
      cookies: seller.cookies(),
      payload: 'a',
    });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().error.fields).toEqual({ fileName: 'Dateiname ist ein Pflichtfeld.' });
  });

  test("ownership: another seller cannot apply, list or download this seller's uploads", async () => {
    const p = await preview(
      seller,
      'offers',
      'eigen.csv',
      [OFFER_CSV_HEADER, offerCsvRow({ Preis: '55,55' })].join('\n'),
    );
    expect((await otherSeller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`)).statusCode).toBe(404);
    const applied = CsvUploadSchema.parse((await seller.post(`/api/csv-uploads/offers/${p.uploadId}/apply`)).json());
    expect((await otherSeller.get(`/api/csv-uploads/offers/${applied.id}/file`)).statusCode).toBe(404);
    expect(CsvUploadListSchema.parse((await otherSeller.get('/api/csv-uploads/offers')).json()).uploads).toEqual([]);
  });

  test('a newer preview replaces the draft of the same user and kind', async () => {
    const first = await preview(seller, 'offers', 'eins.csv', [OFFER_CSV_HEADER, offerCsvRow()].join('\n'));
    const second = await preview(seller, 'offers', 'zwei.csv', [OFFER_CSV_HEADER, offerCsvRow()].join('\n'));
    const res = await seller.post(`/api/csv-uploads/offers/${first.uploadId}/apply`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CSV_UPLOAD_NOT_FOUND');
    expect((await seller.post(`/api/csv-uploads/offers/${second.uploadId}/apply`)).statusCode).toBe(200);
  });
});

describe('credit limits CSV', () => {
  const buyersOf = async () =>
    t.app.db
      .select({
        relationshipId: relationships.id,
        accountId: accounts.id,
        name: accounts.name,
        sellerStatus: relationships.sellerStatus,
        creditLimitMinor: relationships.creditLimitMinor,
      })
      .from(relationships)
      .innerJoin(accounts, eq(accounts.id, relationships.buyerAccountId))
      .where(eq(relationships.sellerAccountId, sellerAccountId));

  test('the template lists the open buyers; a good file changes credit limit and payment terms through the terms rules', async () => {
    const template = await seller.get('/api/csv-uploads/credit-limits/template');
    expect(template.statusCode).toBe(200);
    const lines = template.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // One term per product (decision 050): no relationship-level "Zahlungsziel" column any more.
    expect(lines[0]).toMatch(/^Kundennummer;Käufer;Kreditlimit;Zahlungsziel [^;]+;/);
    expect(lines[0]!.split(';')).not.toContain('Zahlungsziel');
    const buyers = await buyersOf();
    const open = buyers.find((b) => b.sellerStatus === 'ENABLED')!;
    expect(lines.some((l) => l.startsWith(`${open.accountId};${open.name};`))).toBe(true);

    const header = lines[0]!.split(';');
    // Fuel terms: only Diesel B7 for 21 days; the additive columns stay as the template has them.
    const templateRow = lines.find((l) => l.startsWith(`${open.accountId};`))!.split(';');
    const row = header.map((h, i) =>
      h === 'Kreditlimit'
        ? '123.456,78'
        : h === 'Zahlungsziel Diesel B7'
          ? '21'
          : h.startsWith('Zahlungsziel Additiv ') || i < 2
            ? templateRow[i]!
            : '',
    );
    const p = await preview(seller, 'credit-limits', 'limits.csv', [lines[0], row.join(';')].join('\n'));
    expect(p.problemCount, JSON.stringify(p.rows)).toBe(0);
    expect(p.rows[0]!.summary).toBe(`${open.name} · 123.456,78 EUR`);
    const applied = CsvUploadSchema.parse(
      (await seller.post(`/api/csv-uploads/credit-limits/${p.uploadId}/apply`)).json(),
    );
    expect(applied).toMatchObject({ kind: 'credit-limits', updated: 1 });
    const [rel] = await t.app.db.select().from(relationships).where(eq(relationships.id, open.relationshipId));
    expect(rel!.creditLimitMinor).toBe(12_345_678);
    const products = await t.app.db
      .select()
      .from(relationshipProducts)
      .where(eq(relationshipProducts.relationshipId, open.relationshipId));
    expect(products.map((x) => x.creditDays)).toEqual([21]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'buyer-terms.updated'),
          sql`${auditLog.details}->>'csvUploadId' = ${String(p.uploadId)}`,
        ),
      );
    expect(audit).toHaveLength(1);
  });

  test('a closed relationship and a bad payment term are row problems; nothing changes', async () => {
    const buyers = await buyersOf();
    const closed = buyers.find((b) => b.sellerStatus === 'DISABLED')!;
    const before = await buyersOf();
    const p = await preview(
      seller,
      'credit-limits',
      'limits.csv',
      `Kundennummer;Kreditlimit;Zahlungsziel Diesel B7\n${closed.accountId};1000;10`,
    );
    expect(p.uploadId).toBeNull();
    expect(p.rows[0]!.problems.map((x) => x.message)).toEqual([
      ERROR_MESSAGES.BUYER_TERMS_CLOSED,
      'Zahlungsziel: erlaubt sind 7, 14, 21, 30, 45 Tage.',
    ]);
    expect(await buyersOf()).toEqual(before);
  });

  describe('additive terms in their own columns (issue 24 part 7)', () => {
    /** Heizöl Schmidt at the Hanseatische: AdBlue and the premium heating-oil additive for 30 days (demo). */
    const schmidt = async () => {
      const [rel] = await t.app.db
        .select({ relationshipId: relationships.id, accountId: accounts.id })
        .from(relationships)
        .innerJoin(accounts, eq(accounts.id, relationships.buyerAccountId))
        .where(
          and(eq(relationships.sellerAccountId, sellerAccountId), eq(accounts.name, 'Heizöl Schmidt GmbH & Co. KG')),
        );
      return rel!;
    };
    const additiveTerms = async (relationshipId: number) =>
      t.app.db
        .select({ code: products.code, creditDays: relationshipAdditiveProducts.creditDays })
        .from(relationshipAdditiveProducts)
        .innerJoin(products, eq(products.id, relationshipAdditiveProducts.productId))
        .where(eq(relationshipAdditiveProducts.relationshipId, relationshipId))
        .orderBy(products.code);
    const fuelRows = async (relationshipId: number) =>
      t.app.db
        .select({ type: products.type, creditDays: relationshipProducts.creditDays })
        .from(relationshipProducts)
        .innerJoin(products, eq(products.id, relationshipProducts.productId))
        .where(eq(relationshipProducts.relationshipId, relationshipId));
    /** The template's header and the buyer's row of it. */
    const templateOf = async (accountId: number) => {
      const lines = (await seller.get('/api/csv-uploads/credit-limits/template')).body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      return { header: lines[0]!, row: lines.find((l) => l.startsWith(`${accountId};`))! };
    };
    const cell = (header: string, row: string, column: string) => row.split(';')[header.split(';').indexOf(column)];

    test("the template fills the additive columns with the buyer's current terms; uploaded back it changes nothing", async () => {
      const { relationshipId, accountId } = await schmidt();
      const { header, row } = await templateOf(accountId);
      expect(header).toContain(';Zahlungsziel Additiv AdBlue');
      // Before issue 24 the template showed these blank although the buyer has 30 days.
      expect(cell(header, row, 'Zahlungsziel Additiv AdBlue')).toBe('30');
      const before = { additives: await additiveTerms(relationshipId), fuel: await fuelRows(relationshipId) };
      const p = await preview(seller, 'credit-limits', 'same.csv', [header, row].join('\n'));
      expect(p.problemCount, JSON.stringify(p.rows)).toBe(0);
      expect(p.rows[0]!.action).toBe('unchanged');
      const applied = CsvUploadSchema.parse(
        (await seller.post(`/api/csv-uploads/credit-limits/${p.uploadId}/apply`)).json(),
      );
      expect(applied).toMatchObject({ created: 0, updated: 0, deleted: 0 });
      expect({ additives: await additiveTerms(relationshipId), fuel: await fuelRows(relationshipId) }).toEqual(before);
    });

    test('a changed additive term changes the additive terms (and only those), counted once', async () => {
      const { relationshipId, accountId } = await schmidt();
      const { header, row } = await templateOf(accountId);
      const cells = row.split(';');
      cells[header.split(';').indexOf('Zahlungsziel Additiv AdBlue')] = '14';
      const fuelBefore = await fuelRows(relationshipId);
      const [relBefore] = await t.app.db.select().from(relationships).where(eq(relationships.id, relationshipId));
      const p = await preview(seller, 'credit-limits', 'adblue.csv', [header, cells.join(';')].join('\n'));
      expect(p.problemCount, JSON.stringify(p.rows)).toBe(0);
      expect(p.rows[0]!.action).toBe('update');
      const applied = CsvUploadSchema.parse(
        (await seller.post(`/api/csv-uploads/credit-limits/${p.uploadId}/apply`)).json(),
      );
      expect(applied).toMatchObject({ created: 0, updated: 1, deleted: 0 });
      expect(await additiveTerms(relationshipId)).toEqual([
        { code: 'ADBLUE', creditDays: 14 },
        { code: 'HEL-ADDITIV-PREMIUM', creditDays: 30 },
      ]);
      // Never into the fuel list; the fuel terms and additives on/off stay as they were.
      expect(await fuelRows(relationshipId)).toEqual(fuelBefore);
      expect((await fuelRows(relationshipId)).every((r) => r.type === 'fuel')).toBe(true);
      const [relAfter] = await t.app.db.select().from(relationships).where(eq(relationships.id, relationshipId));
      expect(relAfter!.additivesEnabled).toBe(relBefore!.additivesEnabled);
      const audits = await t.app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(sql`${auditLog.action} like 'buyer-%'`, sql`${auditLog.details}->>'csvUploadId' = ${String(p.uploadId)}`),
        );
      expect(audits.map((a) => a.action)).toEqual(['buyer-additives.updated']);
    });

    test("an additive seller's template has the additive columns; a fuel-only seller's has none", async () => {
      const additiveSeller = await loginAs(t.app, 'verkaeufer-additive');
      const header = (await additiveSeller.get('/api/csv-uploads/credit-limits/template')).body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!;
      expect(header).toContain('Zahlungsziel Additiv AdBlue');
      const rhein = (await otherSeller.get('/api/csv-uploads/credit-limits/template')).body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!;
      expect(rhein).not.toContain('Additiv');
    });
  });

  test('issue 25 part 2: an additive-only seller uploads no fuel offers (403 FUEL_NOT_AVAILABLE at preview), nothing stored', async () => {
    const additiveSeller = await loginAs(t.app, 'verkaeufer-additive');
    const before = { offers: await t.app.db.$count(offers), uploads: await t.app.db.$count(csvUploads) };
    const res = await upload(additiveSeller, 'offers', 'angebote.csv', `${OFFER_CSV_HEADER}\n${offerCsvRow()}\n`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FUEL_NOT_AVAILABLE', message: ERROR_MESSAGES.FUEL_NOT_AVAILABLE });
    expect({ offers: await t.app.db.$count(offers), uploads: await t.app.db.$count(csvUploads) }).toEqual(before);
    // An additive-only seller's credit-limits file has no fuel columns: it grants no fuel terms that way either.
    const header = (await additiveSeller.get('/api/csv-uploads/credit-limits/template')).body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!;
    expect(header).not.toContain('Zahlungsziel Diesel B7');
    expect(header).toContain('Zahlungsziel Additiv AdBlue');
  });

  test('a seller without MyRelationships_View may not upload credit limits', async () => {
    const user = await loginAs(t.app, 'disposition');
    expect((await upload(user, 'credit-limits', 'x.csv', 'a')).statusCode).toBe(403);
  });
});
