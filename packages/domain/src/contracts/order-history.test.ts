import { describe, expect, it } from 'vitest';
import {
  OrderHistoryQuerySchema,
  orderHistoryQueryString,
  splitListParam,
  withOrderHistoryDefaults,
} from './order-history';

describe('OrderHistoryQuerySchema', () => {
  it('reads lists comma-separated or repeated, numbers and dates from text', () => {
    const q = OrderHistoryQuerySchema.parse({
      productList: ['1,2', '3'],
      orderStatusList: 'OPEN,COMPLETE',
      priceMin: '95.5',
      pageNumber: '2',
      createdStart: '2026-06-01',
      orderId: '',
    });
    expect(q).toMatchObject({
      productList: [1, 2, 3],
      orderStatusList: ['OPEN', 'COMPLETE'],
      priceMin: 95.5,
      pageNumber: 2,
      createdStart: '2026-06-01',
    });
    expect(q.orderId).toBeUndefined();
  });

  it('fills in the spec defaults: page 1, 20 rows, by created, newest first', () => {
    expect(withOrderHistoryDefaults(OrderHistoryQuerySchema.parse({}))).toMatchObject({
      pageNumber: 1,
      pageLimit: 20,
      sortBy: 'created',
      sortType: 'desc',
    });
  });

  it('refuses impossible values with German messages', () => {
    const r = OrderHistoryQuerySchema.safeParse({
      pageLimit: '500',
      createdStart: '2026-02-30',
      priceMin: '5',
      priceMax: '1',
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Einträge pro Seite darf höchstens 100 sein.');
    expect(messages).toContain('Bestelldatum von ist kein gültiges Datum.');
  });

  it('splitListParam drops blanks', () => {
    expect(splitListParam(' 1, ,2 ')).toEqual(['1', '2']);
    expect(splitListParam('')).toBeUndefined();
  });

  it('orderHistoryQueryString round-trips through the schema', () => {
    const qs = orderHistoryQueryString({
      productList: [4, 5],
      priceMax: 120,
      createdEnd: '2026-01-31',
      orderId: undefined,
    });
    expect(qs).toBe('productList=4%2C5&priceMax=120&createdEnd=2026-01-31');
  });
});
