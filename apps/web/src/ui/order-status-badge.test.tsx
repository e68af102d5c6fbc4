import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ORDER_STATUS_COLORS } from '@fuel/domain/trading/order-status-colors';
import { renderWithBrand } from '../test/render';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  it('shows a confirmed order in the colour of the one map, on the history and the order page alike', async () => {
    await renderWithBrand(
      <>
        <OrderStatusBadge code="CONFIRMED" label="Bestätigt" />
        <OrderStatusBadge code="CONFIRMED" label="Bestätigt" size="lg" variant="filled" />
      </>,
    );
    const [history, page] = screen.getAllByTestId('order-status');
    expect(ORDER_STATUS_COLORS.CONFIRMED).toBe('blue');
    for (const badge of [history!, page!]) {
      expect(badge.getAttribute('data-status')).toBe('CONFIRMED');
      expect(badge.getAttribute('style')).toContain('--mantine-color-blue');
    }
  });
});
