import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { formatNumber } from '@fuel/domain/formats/number';
import { isApiError } from '../../../lib/api-client';
import { useMetadata } from '../../../lib/api/get-metadata';
import { useBrand } from '../../../brands/brand-context';
import { useReserveOffer } from '../basket/api/reserve-offer';
import { openBasket, showOrderError } from '../basket/basket-store';
import { orderErrorDialog } from '../basket/order-errors';
import { isOrderableQuantity } from '../group-offers';

/** "In den Warenkorb" of one market row: why it cannot be done now (null: it can), and doing it. */
export type AddToBasket = { reason: string | null; add: () => void; pending: boolean };

/**
 * Reserves the offer's price for the entered quantity and opens the basket; shared by the row's order
 * button and the Enter key in its quantity field. Refused (with the reason) while the quantity is
 * missing or outside the offer's min-max, purchasing is off, or unavailableReason says why not (a live price without fresh market data, or the
 * quantity field's own German reason for refusing what was typed).
 * childAccountId: the child account a parent orders for (the reservation, and so the order, is the child's).
 */
export function useAddToBasket(
  offer: MarketOffer,
  quantityCbm: number | null,
  childAccountId: number | null,
  unavailableReason: string | null,
): AddToBasket {
  const { t } = useTranslation();
  const brand = useBrand();
  const metadata = useMetadata();
  const reserve = useReserveOffer();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });

  let reason: string | null = null;
  if (metadata.data?.platformStatus === 'PURCHASING_DISABLED') reason = t('basket.purchasingDisabled');
  else if (unavailableReason) reason = unavailableReason;
  else if (quantityCbm === null || !Number.isFinite(quantityCbm) || quantityCbm <= 0)
    reason = t('basket.quantityMissing');
  else if (!isOrderableQuantity(offer, quantityCbm))
    reason = t('basket.quantityOutOfRange', { min: cbm(offer.minOrderCbm), max: cbm(offer.maxOrderCbm) });

  const add = () => {
    if (reason !== null || quantityCbm === null || reserve.isPending) return;
    reserve.mutate(
      { offerId: offer.id, quantityCbm, ...(childAccountId === null ? {} : { childAccountId }) },
      { onSuccess: openBasket, onError: (error) => showOrderError(orderErrorDialog(isApiError(error) ? error : null)) },
    );
  };
  return { reason, add, pending: reserve.isPending };
}
