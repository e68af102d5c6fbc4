import { useState } from 'react';
import type { Basket } from '@fuel/domain/contracts/basket';
import { useBasketSubmit } from './use-basket-submit';

type Item = Basket['items'][number];

/**
 * The checkout's own state: the two confirmations, the delivery address when a line is delivered, and
 * whether the basket may be placed now (the confirmations clear once placed).
 */
export function useBasketCheckout(items: Item[], anyExpired: boolean) {
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [bookingChecked, setBookingChecked] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);
  const delivered = items.some((i) => i.delivered);
  const order = {
    reservationIds: items.map((i) => i.id),
    acceptTerms,
    bookingChecked,
    deliveryAddressId: delivered && addressId ? Number(addressId) : null,
  };
  const { submit, pending, dialog } = useBasketSubmit(order, () => {
    setAcceptTerms(false);
    setBookingChecked(false);
  });
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
