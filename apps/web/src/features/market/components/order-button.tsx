import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { formatNumber } from '@fuel/domain/formats/number';
import { isApiError } from '../../../lib/api-client';
import { useMetadata } from '../../../lib/api/get-metadata';
import { useBrand } from '../../../brands/brand-context';
import { useReserveOffer } from '../basket/api/reserve-offer';
import { openBasket, showOrderError } from '../basket/basket-store';
import { BasketHost, useBasketHost } from '../basket/components/basket-host';
import { orderErrorDialog } from '../basket/order-errors';
import { isOrderableQuantity } from '../group-offers';

/**
 * "In den Warenkorb" of a market row: reserves the offer's price for the entered quantity and opens
 * the basket. Disabled, with the reason as tooltip, while the quantity is missing or outside the
 * offer's min-max, purchasing is off, or a live price has no fresh market data. The first button on
 * the page also hosts the basket drawer.
 */
export function OrderButton({
  offer,
  quantityCbm,
  childAccountId = null,
  unavailableReason = null,
  quantityProblem = null,
}: {
  offer: MarketOffer;
  quantityCbm: number | null;
  /** The child account a parent orders for; the reservation (and so the order) is the child's. */
  childAccountId?: number | null;
  /** Why the offer cannot be ordered right now (a live price without fresh market data). */
  unavailableReason?: string | null;
  /** Why the quantity field refuses what was typed; the field shows the same text. */
  quantityProblem?: string | null;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const metadata = useMetadata();
  const reserve = useReserveOffer();
  const isHost = useBasketHost();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });

  let reason: string | null = null;
  if (metadata.data?.platformStatus === 'PURCHASING_DISABLED') reason = t('basket.purchasingDisabled');
  else if (unavailableReason) reason = unavailableReason;
  else if (quantityProblem) reason = quantityProblem;
  else if (quantityCbm === null || !Number.isFinite(quantityCbm) || quantityCbm <= 0) reason = t('basket.quantityMissing');
  else if (!isOrderableQuantity(offer, quantityCbm)) reason = t('basket.quantityOutOfRange', { min: cbm(offer.minOrderCbm), max: cbm(offer.maxOrderCbm) });

  const add = () => {
    if (quantityCbm === null) return;
    reserve.mutate(
      { offerId: offer.id, quantityCbm, ...(childAccountId === null ? {} : { childAccountId }) },
      { onSuccess: openBasket, onError: (error) => showOrderError(orderErrorDialog(isApiError(error) ? error : null)) },
    );
  };

  return (
    <>
      <Tooltip label={reason} disabled={reason === null} withArrow>
        {/* The wrapper keeps the tooltip working on a disabled button. */}
        <span>
          <Button
            size="xs"
            onClick={add}
            disabled={reason !== null}
            loading={reserve.isPending}
            aria-description={reason ?? undefined}
            data-testid={`order-button-${offer.id}`}
            data-disabled-reason={reason ?? ''}
          >
            {t('basket.addToBasket')}
          </Button>
        </span>
      </Tooltip>
      {isHost && <BasketHost />}
    </>
  );
}
