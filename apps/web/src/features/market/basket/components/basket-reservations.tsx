import type { Basket } from '@fuel/domain/contracts/basket';
import { useRemoveReservation } from '../api/remove-reservation';
import { BasketItem } from './basket-item';
import type { useBasketExpiry } from './use-basket-expiry';

type Props = {
  items: Basket['items'];
  clockOffsetMs: number;
  expiry: ReturnType<typeof useBasketExpiry>;
};

/** The basket's reservations, each removable and renewable; busy while its renewal or removal runs. */
export function BasketReservations({ items, clockOffsetMs, expiry }: Props) {
  const remove = useRemoveReservation();
  return items.map((item) => (
    <BasketItem
      key={item.id}
      item={{ ...item, expired: expiry.isExpired(item) }}
      clockOffsetMs={clockOffsetMs}
      busy={expiry.isRefreshing(item.id) || (remove.isPending && remove.variables === item.id)}
      onRefresh={() => expiry.refreshItem(item.id)}
      onRemove={() => remove.mutate(item.id)}
      onExpired={() => expiry.markExpired(item.id)}
    />
  ));
}
