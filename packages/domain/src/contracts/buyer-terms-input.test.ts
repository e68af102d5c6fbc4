import { describe, expect, it } from 'vitest';
import { ACCEPT_NEEDS_PRODUCT_MESSAGE, acceptProductsField, acceptTermsErrors } from './buyer-terms-input';

const fuel = { productId: 1, creditDays: 14, dailyLimitCbm: null };

describe('accepting a buyer: which products the seller must grant (decision 054)', () => {
  it('a seller of fuels grants at least one; an additive-only seller none', () => {
    expect(acceptTermsErrors({ products: [] }, 'FUEL')).toEqual({ products: ACCEPT_NEEDS_PRODUCT_MESSAGE });
    expect(acceptTermsErrors({ products: [] }, 'FUEL_AND_ADDITIVES')).toEqual({
      products: ACCEPT_NEEDS_PRODUCT_MESSAGE,
    });
    expect(acceptTermsErrors({ products: [fuel] }, 'FUEL')).toEqual({});
    expect(acceptTermsErrors({ products: [] }, 'ADDITIVES')).toEqual({});
  });

  it('the form field says the same', () => {
    expect(acceptProductsField('FUEL').safeParse([]).error?.issues[0]?.message).toBe(ACCEPT_NEEDS_PRODUCT_MESSAGE);
    expect(acceptProductsField('ADDITIVES').safeParse([]).success).toBe(true);
    expect(acceptProductsField('FUEL').safeParse([fuel]).success).toBe(true);
  });
});
