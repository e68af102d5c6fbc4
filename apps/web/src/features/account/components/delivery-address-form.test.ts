import { expect, test } from 'vitest';
import { DeliveryAddressInputSchema } from '@fuel/domain/contracts/delivery-addresses';
import { deliveryAddressValues } from './delivery-address-form';

test('a new address starts empty in Germany and is not valid until the required fields are filled', () => {
  const values = deliveryAddressValues(null);
  expect(values).toMatchObject({ company: '', street: '', postCode: '', city: '', country: 'DE' });
  const issues = DeliveryAddressInputSchema.safeParse(values).error?.issues.map((i) => i.path.join('.'));
  expect(issues).toEqual(['company', 'street', 'postCode', 'city']);
});

test('an existing address fills the form; missing optional texts become empty inputs', () => {
  const values = deliveryAddressValues({
    id: 3,
    company: 'Lager',
    street: 'Weg 1',
    postCode: '1010',
    city: 'Wien',
    country: 'AT',
    contactPerson: null,
    onSiteContact: 'Herr Huber',
    instructions: null,
  });
  expect(values).toEqual({
    company: 'Lager',
    street: 'Weg 1',
    postCode: '1010',
    city: 'Wien',
    country: 'AT',
    contactPerson: '',
    onSiteContact: 'Herr Huber',
    instructions: '',
  });
  expect(DeliveryAddressInputSchema.safeParse(values).success).toBe(true);
});

test('a new address of the Swiss brand starts in Switzerland', () => {
  expect(deliveryAddressValues(null, 'CH').country).toBe('CH');
});
