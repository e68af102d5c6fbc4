import { Button, Divider, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fuel/domain/formats/number';
import { isApiError } from '../../../../lib/api-client';
import { useMetadata } from '../../../../lib/api/get-metadata';
import { useBrand } from '../../../../brands/brand-context';
import { ErrorAlert } from '../../../../ui/error-alert';
import { useBasket } from '../api/get-basket';
import { closeBasket, useBasketStore } from '../basket-store';
import { useIsPhone } from '../../../../ui/use-is-phone';
import { BasketCreditSummary } from './basket-credit';
import { BasketReservations } from './basket-reservations';
import { BasketConfirmations, BasketTotals, DeliveryAddressSelect, ExpiredHint } from './basket-checkout-fields';
import { useBasketExpiry } from './use-basket-expiry';
import { useBasketCheckout } from './use-basket-checkout';

/** The basket: reservations with countdowns, totals, the two confirmations and "Kostenpflichtig bestellen". */
export function BasketDrawer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { open } = useBasketStore();
  const basket = useBasket(open);
  const metadata = useMetadata();
  const phone = useIsPhone();
  const items = basket.data?.items ?? [];
  const expiry = useBasketExpiry(items);
  const { anyExpired } = expiry;
  const addresses = metadata.data?.deliveryAddresses ?? [];
  const currency = basket.data?.totals.currency ?? 'EUR';
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency });
  const checkout = useBasketCheckout(items, anyExpired);

  return (
    <Drawer
      opened={open}
      onClose={closeBasket}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('basket.title')}
      data-testid="basket-drawer"
    >
      <Stack gap="sm">
        {basket.isPending && <Skeleton h={160} />}
        {basket.isError && (
          <ErrorAlert
            title={t('basket.loadFailed')}
            message={isApiError(basket.error) ? basket.error.message : t('app.unexpectedError')}
          />
        )}
        {basket.isSuccess && items.length === 0 && (
          <Text c="dimmed" data-testid="basket-empty">
            {t('basket.empty')}
          </Text>
        )}
        <BasketReservations items={items} clockOffsetMs={basket.data?.clockOffsetMs ?? 0} expiry={expiry} />
        {items.length > 0 && basket.data && (
          <>
            <Divider />
            <BasketTotals net={money(basket.data.totals.net)} gross={money(basket.data.totals.gross)} />
            <BasketCreditSummary credit={basket.data.credit} currency={currency} />
            {checkout.delivered && (
              <DeliveryAddressSelect
                addresses={addresses}
                value={checkout.addressId}
                onChange={checkout.setAddressId}
              />
            )}
            <BasketConfirmations
              acceptTerms={checkout.acceptTerms}
              bookingChecked={checkout.bookingChecked}
              onAcceptTerms={checkout.setAcceptTerms}
              onBookingChecked={checkout.setBookingChecked}
            />
            {anyExpired && <ExpiredHint onRefreshAll={expiry.refreshExpired} refreshing={expiry.refreshingAll} />}
            <Button
              size={phone ? 'lg' : 'md'}
              onClick={() => checkout.submit()}
              disabled={!checkout.canSubmit}
              loading={checkout.pending}
              data-testid="basket-submit"
            >
              {t('basket.submit')}
            </Button>
          </>
        )}
      </Stack>
      {checkout.dialog}
    </Drawer>
  );
}
