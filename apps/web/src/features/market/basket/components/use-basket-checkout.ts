import type { Basket } from '@fuel/domain/contracts/basket';
import { clearCheckout, setCheckout, useBasketStore } from '../basket-store';
import { useBasketSubmit } from './use-basket-submit';

type Item = Basket['items'][number];

/**
 * The checkout's own state: the two confirmations, the delivery address when a line is delivered, and
 * whether the basket may be placed now (the confirmations clear once placed).
 */
export function useBasketCheckout(items: Item[], anyExpired: boolean) {
  // In the basket store, so a change of the drawer's host keeps them (basket-store.ts).
  const { acceptTerms, bookingChecked, addressId } = useBasketStore().checkout;
  const setAcceptTerms = (v: boolean) => setCheckout({ acceptTerms: v });
  const setBookingChecked = (v: boolean) => setCheckout({ bookingChecked: v });
  const setAddressId = (v: string | null) => setCheckout({ addressId: v });
  const delivered = items.some((i) => i.delivered);
  const order = {
    reservationIds: items.map((i) => i.id),
    acceptTerms,
    bookingChecked,
    deliveryAddressId: delivered && addressId ? Number(addressId) : null,
  };
  const { submit, pending, dialog } = useBasketSubmit(order, clearCheckout);
  const canSubmit =
    items.length > 0 && acceptTerms && bookingChecked && !anyExpired && (!delivered || addressId !== null) && !pending;

  return {
    acceptTerms,
    setAcceptTerms,
    bookingChecked,
    setBookingChecked,
    addressId,
    setAddressId,
    delivered,
    submit,
    pending,
    dialog,
    canSubmit,
  };
}
