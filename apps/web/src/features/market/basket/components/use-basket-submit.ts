import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client';
import { mayHaveReachedServer, SubmitAttempt } from '../../../../lib/idempotency';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { usePlaceOrder } from '../api/place-order';
import { closeBasket, showOrderError } from '../basket-store';
import { orderErrorDialog } from '../order-errors';

export const asDialog = (error: unknown) => orderErrorDialog(isApiError(error) ? error : null);

type Order = {
  reservationIds: number[];
  acceptTerms: boolean;
  bookingChecked: boolean;
  deliveryAddressId: number | null;
};

/**
 * "Kostenpflichtig bestellen": places the basket with one idempotency key per attempt, asks once more
 * for a large order (decision 056), and opens the first order when placed.
 */
export function useBasketSubmit(order: Order, onPlaced: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const confirmLarge = useConfirm();
  const attempt = useRef(new SubmitAttempt());
  const submit = (confirmLargeOrder = false) => {
    place.mutate(
      {
        reservationIds: order.reservationIds,
        confirmTerms: order.acceptTerms,
        confirmBookingChecked: order.bookingChecked,
        ...(order.deliveryAddressId !== null ? { deliveryAddressId: order.deliveryAddressId } : {}),
        ...(confirmLargeOrder ? { confirmLargeOrder: true } : {}),
        idempotencyKey: attempt.current.current(),
      },
      {
        onSuccess: (result) => {
          attempt.current.finish();
          onPlaced();
          closeBasket();
          const [first] = result.orders;
          if (first) navigate(`/orders/${first.id}`);
        },
        onError: (error) => {
          // A retry after a lost answer must reuse the key, so the order is placed once; it is sent
          // again only when the user asks ("Erneut senden" after a lost connection, or the button).
          const unsure = isApiError(error) && mayHaveReachedServer(error.status);
          if (!unsure) attempt.current.finish();
          // Decision 056: far above the usual quantity, the server asks once more; the buyer's yes resends with the flag.
          if (isApiError(error) && error.code === 'LARGE_ORDER_CONFIRMATION_REQUIRED') {
            confirmLarge.ask({
              title: t('basket.largeOrderTitle'),
              message: error.message,
              confirmLabel: t('basket.largeOrderConfirm'),
              cancelLabel: t('basket.largeOrderCancel'),
              run: async () => submit(true),
            });
            return;
          }
          showOrderError(
            asDialog(error),
            isApiError(error) && error.status === 0 ? () => submit(confirmLargeOrder) : null,
          );
        },
      },
    );
  };
  return { submit, pending: place.isPending, dialog: confirmLarge.dialog };
}
