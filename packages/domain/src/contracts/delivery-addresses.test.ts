import { expect, test } from 'vitest';
import { DeliveryAddressInputSchema } from './delivery-addresses';
import { AccountAddressUpdateSchema } from './account';

const valid = { company: 'Lager Nord', street: 'Weg 1', postCode: '28309', city: 'Bremen', country: 'DE' };

test('a delivery address trims its texts and stores empty optional fields as null', () => {
  const parsed = DeliveryAddressInputSchema.parse({
    ...valid,
    company: ' Lager Nord ',
    contactPerson: '',
    instructions: '  ',
  });
  expect(parsed).toMatchObject({ company: 'Lager Nord', contactPerson: null, onSiteContact: null, instructions: null });
});

test('the post code must fit the country, the country must be DE, AT or BE', () => {
  const issues = (body: unknown) =>
    DeliveryAddressInputSchema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  expect(issues({ ...valid, country: 'AT' })).toEqual([
    'postCode: Bitte geben Sie eine gültige Postleitzahl mit 4 Ziffern ein.',
  ]);
  expect(issues({ ...valid, country: 'AT', postCode: '1010' })).toEqual([]);
  expect(issues({ ...valid, country: 'FR' })).toEqual(['country: Bitte wählen Sie ein gültiges Land.']);
  expect(issues({ ...valid, city: '' })).toEqual(['city: Ort ist ein Pflichtfeld.']);
  expect(
    AccountAddressUpdateSchema.safeParse({ addressLine1: 'Weg 1', postCode: '1000', country: 'BE' }).data,
  ).toMatchObject({ addressLine2: '' });
});
