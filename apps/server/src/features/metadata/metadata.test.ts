import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { MetadataSchema, type Metadata } from '@fuel/domain/contracts/metadata';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { products, terminals } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function metadataOf(app: TestApp['app'], username: string): Promise<Metadata> {
  const a = await loginAs(app, username);
  const res = await a.get('/api/generic/metadata');
  expect(res.statusCode).toBe(200);
  return MetadataSchema.parse(res.json());
}

const names = (list: Array<{ name: string }>) => list.map((x) => x.name);

test('anonymous callers get 401', async () => {
  const res = await agent(t.app).get('/api/generic/metadata');
  expect(res.statusCode).toBe(401);
  expect(res.json().error.code).toBe('UNAUTHENTICATED');
});

describe('a buyer (kaeufer)', () => {
  let m: Metadata;
  beforeAll(async () => {
    m = await metadataOf(t.app, 'kaeufer');
  });

  test('sees only the sellers enabled on both sides, not NEW, IN_REVIEW or DECLINED ones', () => {
    expect(names(m.sellers)).toEqual(['Hanseatische Mineralöl Handels GmbH', 'Nordwest Additiv-Technik GmbH']);
  });

  test('sees the delivery addresses of its own account', () => {
    expect(m.deliveryAddresses).toHaveLength(2);
    for (const address of m.deliveryAddresses) expect(address.company).toMatch(/^Heizöl Schmidt GmbH & Co\. KG/);
    expect(m.deliveryAddresses[0]).toMatchObject({
      street: 'Hemelinger Hafendamm 8',
      postCode: '28309',
      city: 'Bremen',
    });
    expect(m.deliveryAddresses[0].onSiteContact).toBeTruthy();
  });

  test('gets products in category order (Heizöl, Diesel, Benzin), then by name, densities as numbers', () => {
    expect(names(m.fuels)).toEqual(['Heizöl EL schwefelarm', 'Diesel B7', 'Super E10', 'Super E5']);
    expect(m.fuels.map((p) => p.categorySort)).toEqual([10, 20, 30, 30]);
    expect(m.fuels[0]).toMatchObject({ type: 'fuel', category: 'HEIZOEL', density: 0.845, unit: 'cbm' });
    expect(names(m.additives)).toEqual([
      'AdBlue',
      'Cetanzahlverbesserer Cetan Plus',
      'Diesel-Biozid gegen Dieselpest',
      'Diesel-Fließverbesserer Winter',
      'Heizöl-Additiv Premium',
      'Heizöl-Stabilisator Langzeit',
    ]);
    expect(m.additives.every((p) => p.type === 'additive' && p.unit === 'lt' && p.density === null)).toBe(true);
  });

  test('gets regions in their order with terminals sorted by name', () => {
    expect(names(m.regions)).toEqual(['Nord', 'West', 'Mitte', 'Süd', 'Ost']);
    const nord = m.regions[0];
    expect(nord.terminals).toContainEqual(
      expect.objectContaining({ name: 'Tanklager Hamburg-Harburg', city: 'Hamburg', code: 'HH-HAR' }),
    );
    const terminalNames = names(nord.terminals);
    expect(terminalNames).toEqual([...terminalNames].sort((a, b) => a.localeCompare(b, 'de')));
  });

  test('gets lifting periods, payment terms, roles, account type and flags', () => {
    expect(m.liftingPeriods.map((p) => p.days)).toEqual([0, 1, 3, 7, 14, 30]);
    expect(m.liftingPeriods[0].label).toBe('Prompt (heute)');
    expect(m.paymentTerms.map((p) => p.creditDays)).toEqual([7, 14, 21, 30, 45]);
    expect(m.paymentTerms[1].label).toBe('14 Tage netto');
    expect(m.roles).toEqual(['MyRelationships_View', 'MyOffers_Purchase']);
    expect(m.accountType).toBe('buyer');
    expect(m.sellerKind).toBeNull();
    expect(m.platformStatus).toBe('ACTIVE');
    expect(m.deliveryOptions).toEqual(['PICKUP', 'DELIVERED']);
    expect(m.features.platform).toMatchObject({ DELIVERED_PRODUCTS: true, TRIGGERS: true, SWISS_VAT: false });
    expect(m.features.account).toEqual({
      productAdditives: true,
      newsBox: false,
      sharedCreditLimits: false,
      triggers: false,
    });
    expect(m.vat).toEqual({ rate: 19, country: 'DE' });
    expect(m.shareholderChildAccount).toEqual([]);
    expect(m.parentShareholderAccount).toBeNull();
  });
});

test('a seller has no sellers and sees no delivery address of another account', async () => {
  const m = await metadataOf(t.app, 'verkaeufer');
  expect(m.accountType).toBe('seller');
  expect(m.sellerKind).toBe('FUEL_AND_ADDITIVES');
  expect(m.sellers).toEqual([]);
  expect(m.deliveryAddresses).toEqual([]);
  expect(m.features.account).toMatchObject({ triggers: true, newsBox: true });
  expect(m.roles).toEqual(['MyRelationships_View']);
});

test('seller kinds (decision 042): an additive seller, a fuel seller', async () => {
  expect((await metadataOf(t.app, 'verkaeufer-additive')).sellerKind).toBe('ADDITIVES');
  expect((await metadataOf(t.app, 'verkaeufer-rhein')).sellerKind).toBe('FUEL');
});

test('a buyer whose relationship the seller disabled does not see that seller; addresses stay per account', async () => {
  const m = await metadataOf(t.app, 'bauer');
  expect(names(m.sellers)).toEqual(['Süddeutsche Brennstoff AG']);
  expect(m.deliveryAddresses.map((d) => d.city)).toEqual(['Fürth']);
});

test('a shareholder parent sees its two child accounts; a child sees its parent', async () => {
  const parent = await metadataOf(t.app, 'aviat');
  expect(names(parent.shareholderChildAccount)).toEqual(['Aviat Tankstellen Nord GmbH', 'Aviat Tankstellen Süd GmbH']);
  expect(parent.parentShareholderAccount).toBeNull();
  expect(parent.roles).toContain('ChildAccounts_View');
  expect(names(parent.sellers)).toEqual([
    'Hanseatische Mineralöl Handels GmbH',
    'Nordwest Additiv-Technik GmbH',
    'Rhein-Ruhr Tanklager GmbH',
  ]);

  const child = await metadataOf(t.app, 'aviat-nord');
  expect(child.shareholderChildAccount).toEqual([]);
  expect(child.parentShareholderAccount).toMatchObject({ name: 'Aviat Energie eG' });
});

test('inactive products and terminals are left out', async () => {
  await t.app.db.update(products).set({ active: false }).where(eq(products.code, 'SUPER-E10'));
  await t.app.db.update(terminals).set({ active: false }).where(eq(terminals.code, 'HH-HAR'));
  try {
    const m = await metadataOf(t.app, 'kaeufer');
    expect(names(m.fuels)).toEqual(['Heizöl EL schwefelarm', 'Diesel B7', 'Super E5']);
    expect(m.regions[0].terminals.map((x) => x.code)).not.toContain('HH-HAR');
  } finally {
    await t.app.db.update(products).set({ active: true }).where(eq(products.code, 'SUPER-E10'));
    await t.app.db.update(terminals).set({ active: true }).where(eq(terminals.code, 'HH-HAR'));
  }
});

describe('platform flags from the environment', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp({ FEATURE_FLAGS: 'DELIVERED_PRODUCTS=false,PURCHASING_DISABLED=true' });
  });
  afterAll(() => t2.close());

  test('FEATURE_FLAGS overrides reach delivery options, platform status and features', async () => {
    const m = await metadataOf(t2.app, 'kaeufer');
    expect(m.deliveryOptions).toEqual(['PICKUP']);
    expect(m.platformStatus).toBe('PURCHASING_DISABLED');
    expect(m.features.platform).toMatchObject({ DELIVERED_PRODUCTS: false, PURCHASING_DISABLED: true });
  });
});

describe('brand B', () => {
  let tb: TestApp;
  beforeAll(async () => {
    tb = await createTestApp({ BRAND: 'B' });
  });
  afterAll(() => tb.close());

  test('answers Swiss VAT from the platform settings', async () => {
    const m = await metadataOf(tb.app, 'kaeufer');
    expect(m.vat).toEqual({ rate: 8.1, country: 'CH' });
    expect(m.features.platform).toMatchObject({ SWISS_VAT: true, CURRENCY_CHF: true, TRIGGERS: false });
  });
});
