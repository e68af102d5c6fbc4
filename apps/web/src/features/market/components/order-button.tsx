import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { useCellLayout } from '../../../ui/data-table/data-table-layout';
import { BasketHost, useBasketHost } from '../basket/components/basket-host';
import type { AddToBasket } from './use-add-to-basket';

/**
 * "In den Warenkorb" of a market row (see useAddToBasket). Disabled, with the reason as tooltip, while
 * the row cannot be ordered. On a card (phones) it is full width and thumb-sized. The first button on
 * the page also hosts the basket drawer.
 */
export function OrderButton({ offer, order }: { offer: MarketOffer; order: AddToBasket }) {
  const { t } = useTranslation();
  const isHost = useBasketHost();
  const onCard = useCellLayout() === 'cards';
  const { reason } = order;
  return (
    <>
      <Tooltip label={reason} disabled={reason === null || onCard} withArrow>
        {/* The wrapper keeps the tooltip working on a disabled button. */}
        <span style={onCard ? { display: 'block' } : undefined}>
          <Button
            size={onCard ? 'lg' : 'xs'}
            fullWidth={onCard}
            onClick={order.add}
            disabled={reason !== null}
            loading={order.pending}
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
