import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  IdParamsSchema,
  idParamSchema,
  idSchema,
  INVALID_ID_MESSAGE,
  MAX_AMOUNT,
  MAX_ID,
} from './numbers';

describe('the one id schema', () => {
  it('takes whole numbers from 1 to the int4 maximum', () => {
    expect(idSchema().parse(1)).toBe(1);
    expect(idSchema().parse(MAX_ID)).toBe(MAX_ID);
    for (const v of [0, -1, 1.5, MAX_ID + 1, 1e308, Infinity, '1', null]) {
      const r = idSchema().safeParse(v);
      expect(r.success, String(v)).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(INVALID_ID_MESSAGE);
    }
  });

  it('coerces path and query text, with the same bounds', () => {
    expect(IdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamSchema().parse(String(MAX_ID))).toBe(MAX_ID);
    for (const v of ['2147483648', '0', 'x', '', '1e308', '9999999999999999999'])
      expect(idParamSchema().safeParse(v).success, v).toBe(false);
  });

  it('keeps a caller-given message', () => {
    expect(idSchema('Produkt ist ein Pflichtfeld.').safeParse(MAX_ID + 1).error!.issues[0]!.message).toBe(
      'Produkt ist ein Pflichtfeld.',
    );
  });
});

describe('the bounded amount', () => {
  it('refuses 1e308 and Infinity with a German message', () => {
    expect(amountSchema('Preis').parse(-12.5)).toBe(-12.5);
    expect(amountSchema('Preis').safeParse(1e308).error!.issues[0]!.message).toBe('Preis ist zu hoch.');
    expect(amountSchema('Preis').safeParse(-MAX_AMOUNT - 1).error!.issues[0]!.message).toBe('Preis ist zu niedrig.');
    expect(amountSchema('Preis').safeParse(Infinity).success).toBe(false);
  });
});
