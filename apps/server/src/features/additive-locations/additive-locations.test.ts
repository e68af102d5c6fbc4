import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AdditiveLocationListSchema,
  AdditiveLocationSchema,
  type AdditiveLocationInput,
} from '@fuel/domain/contracts/additive-locations';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { orderableLocation } from './additive-locations.service';
import { accountIdByName } from '../../../test/trading-fixtures';

// Heizöl Schmidt (kaeufer, company admin; kaeufer2fa is not used) has three demo locations in Bremen
// and Niedersachsen; Aviat (aviat) has two in Hamburg; Bauer (bauer) has no productAdditives.

let t: TestApp;
let kaeufer: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp();
  kaeufer = await loginAs(t.app, 'kaeufer');
});
afterAll(async () => t.close());

const address = (over: Partial<AdditiveLocationInput['address']> = {}): AdditiveLocationInput => ({
  address: { street: 'Am Speicher 3', postCode: '28195', city: 'Bremen', county: 'Bremen', country: 'DE', ...over },
});

const locations = async (as = kaeufer) => {
  const res = await as.get('/api/metadata/locations');
  expect(res.statusCode, res.body).toBe(200);
  return AdditiveLocationListSchema.parse(res.json());
};

describe('GET /api/metadata/locations', () => {
  test('lists the buyer own locations as {_id, address {street, postCode, city, county, country}}, by county then postCode', async () => {
    const list = await locations();
    expect(list.map((l) => [l.address.county, l.address.postCode])).toEqual([
      ['Bremen', '27572'],
      ['Bremen', '28217'],
      ['Niedersachsen', '26135'],
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(['_id', 'address']);
    expect(Object.keys(list[0]!.address).sort()).toEqual(['city', 'country', 'county', 'postCode', 'street']);
    const aviat = await locations(await loginAs(t.app, 'aviat'));
    expect(aviat.map((l) => l.address.city)).toEqual(['Hamburg', 'Hamburg']);
    expect(aviat.map((l) => l._id)).not.toContain(list[0]!._id);
  });
});

describe('create, change, remove', () => {
  test('POST answers 201 with the location; it sorts into the list (umlauts beside their base letter)', async () => {
    const res = await kaeufer.post(
      '/api/metadata/locations',
      address({ street: '  Weserstraße 1 ', postCode: '99084', city: 'Erfurt', county: 'Thüringen' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = AdditiveLocationSchema.parse(res.json());
    expect(created.address).toEqual({
      street: 'Weserstraße 1',
      postCode: '99084',
      city: 'Erfurt',
      county: 'Thüringen',
      country: 'DE',
    });
    const second = AdditiveLocationSchema.parse(
      (
        await kaeufer.post(
          '/api/metadata/locations',
          address({ postCode: '01067', city: 'Dresden', county: 'Sachsen' }),
        )
      ).json(),
    );
    const counties = (await locations()).map((l) => l.address.county);
    expect(counties.indexOf('Sachsen')).toBeLessThan(counties.indexOf('Thüringen'));
    for (const id of [created._id, second._id])
      expect((await kaeufer.delete(`/api/metadata/locations/${id}`)).statusCode).toBe(204);
  });

  test('PUT changes it; DELETE removes it from the list (204), but an order keeps its row', async () => {
    const created = AdditiveLocationSchema.parse((await kaeufer.post('/api/metadata/locations', address())).json());
    const put = await kaeufer.put(`/api/metadata/locations/${created._id}`, address({ street: 'Am Speicher 5' }));
    expect(put.statusCode, put.body).toBe(200);
    expect(AdditiveLocationSchema.parse(put.json())).toEqual({
      _id: created._id,
      address: { ...address().address, street: 'Am Speicher 5' },
    });
    const schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
    expect(await orderableLocation(t.app.db, schmidt, created._id)).not.toBeNull();
    expect((await kaeufer.delete(`/api/metadata/locations/${created._id}`)).statusCode).toBe(204);
    expect((await locations()).map((l) => l._id)).not.toContain(created._id);
    expect(await orderableLocation(t.app.db, schmidt, created._id)).toBeNull();
    expect((await kaeufer.put(`/api/metadata/locations/${created._id}`, address())).statusCode).toBe(404);
    expect((await kaeufer.delete(`/api/metadata/locations/${created._id}`)).statusCode).toBe(404);
  });

  test('bad input: 400 with German field messages, nothing stored', async () => {
    const before = (await locations()).length;
    const res = await kaeufer.post('/api/metadata/locations', address({ street: ' ', postCode: '123', county: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'address.street': 'Straße und Hausnummer ist ein Pflichtfeld.',
      'address.county': 'Bundesland / Kanton ist ein Pflichtfeld.',
    });
    const code = await kaeufer.post('/api/metadata/locations', address({ postCode: '123' }));
    expect(code.json().error.fields).toEqual({
      'address.postCode': 'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.',
    });
    const country = await kaeufer.post('/api/metadata/locations', address({ country: 'FR' as never }));
    expect(country.json().error.fields).toEqual({ 'address.country': 'Bitte wählen Sie ein gültiges Land.' });
    expect((await kaeufer.post('/api/metadata/locations', {})).statusCode).toBe(400);
    expect((await locations()).length).toBe(before);
  });

  test('ownership: another buyer neither changes nor removes a location (404); a buyer user without admin rights and sellers are refused', async () => {
    const mine = (await locations())[0]!;
    const aviat = await loginAs(t.app, 'aviat');
    expect((await aviat.put(`/api/metadata/locations/${mine._id}`, address())).statusCode).toBe(404);
    expect((await aviat.delete(`/api/metadata/locations/${mine._id}`)).statusCode).toBe(404);
    expect((await locations()).find((l) => l._id === mine._id)).toEqual(mine);
    const seller = await loginAs(t.app, 'verkaeufer-additive');
    expect((await seller.get('/api/metadata/locations')).statusCode).toBe(403);
    const bauer = await loginAs(t.app, 'bauer');
    const refused = await bauer.get('/api/metadata/locations');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ADDITIVES_NOT_AVAILABLE');
    const notAdmin = await loginAs(t.app, 'bauer-dispo');
    const post = await notAdmin.post('/api/metadata/locations', address());
    expect(post.statusCode).toBe(403);
    expect(post.json().error.code).toBe('FORBIDDEN');
  });
});
