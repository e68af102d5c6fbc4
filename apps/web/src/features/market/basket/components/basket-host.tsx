import { useEffect, useId } from 'react';
import { Box, Button, Portal } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBasket } from '../api/get-basket';
import { claimBasketHost, openBasket, releaseBasketHost, useBasketStore } from '../basket-store';
import { BasketDrawer } from './basket-drawer';
import { OrderErrorDialogs } from './order-error-dialogs';
import classes from './basket-host.module.css';

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

/**
 * The drawer, its dialogs and a floating "Warenkorb (n)" button; rendered once by the host. The button
 * hides while the drawer is open, so it never covers the basket.
 */
export function BasketHost() {
  const { t } = useTranslation();
  const basket = useBasket();
  const { open } = useBasketStore();
  const count = basket.data?.items.length ?? 0;
  return (
    <>
      {count > 0 && !open && (
        <Portal>
          <Box className={classes.basketButton}>
            <Button
              leftSection={<IconShoppingCart size={18} />}
              onClick={openBasket}
              size="lg"
              data-testid="basket-open"
            >
              {t('basket.open', { count })}
            </Button>
          </Box>
        </Portal>
      )}
      <BasketDrawer />
      <OrderErrorDialogs />
    </>
  );
}
