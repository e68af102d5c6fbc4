import { useEffect, useId } from 'react';
import { Affix, Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBasket } from '../api/get-basket';
import { claimBasketHost, openBasket, releaseBasketHost, useBasketStore } from '../basket-store';
import { BasketDrawer } from './basket-drawer';
import { OrderErrorDialogs } from './order-error-dialogs';

/** Claims the single basket host role for the calling component; true while it holds it. */
export function useBasketHost(): boolean {
  const id = useId();
  const { host } = useBasketStore();
  useEffect(() => {
    if (host === null) claimBasketHost(id);
  }, [host, id]);
  useEffect(() => () => releaseBasketHost(id), [id]);
  return host === id;
}

/** The drawer, its dialogs and a floating "Warenkorb (n)" button; rendered once by the host. */
export function BasketHost() {
  const { t } = useTranslation();
  const basket = useBasket();
  const count = basket.data?.items.length ?? 0;
  return (
    <>
      {count > 0 && (
        <Affix position={{ bottom: 88, right: 24 }}>
          <Button leftSection={<IconShoppingCart size={18} />} onClick={openBasket} size="md" data-testid="basket-open">
            {t('basket.open', { count })}
          </Button>
        </Affix>
      )}
      <BasketDrawer />
      <OrderErrorDialogs />
    </>
  );
}
