import { expect, it } from 'vitest';
import { openOrderStatuses } from './figures';

it('a seller counts the orders it still decides as open, a buyer also the incomplete ones it sees as "Offen"', () => {
  expect(openOrderStatuses('seller')).toEqual(['OPEN', 'IN_REVIEW']);
  expect(openOrderStatuses('buyer')).toEqual(['OPEN', 'IN_REVIEW', 'INCOMPLETE']);
});
