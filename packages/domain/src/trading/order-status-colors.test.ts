import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { ORDER_STATUS_COLORS } from './order-status-colors';

describe('order status colours', () => {
  it('give every status its own colour', () => {
    const colours = ORDER_STATUSES.map((status) => ORDER_STATUS_COLORS[status]);
    expect(colours.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
    expect(new Set(colours).size).toBe(ORDER_STATUSES.length);
  });
});
