import { useState } from 'react';
import { Button, Checkbox, Divider, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fuel/domain/formats/number';
import { isApiError } from '../../../../lib/api-client';
import { useMetadata } from '../../../../lib/api/get-metadata';
import { useBrand } from '../../../../brands/brand-context';
import { ErrorAlert } from '../../../../ui/error-alert';
import { useBasket } from '../api/get-basket';
import { useRemoveReservation } from '../api/remove-reservation';
import { closeBasket, useBasketStore } from '../basket-store';
import { useIsPhone } from '../../../../ui/use-is-phone';
import { BasketCreditSummary } from './basket-credit';
import { BasketItem } from './basket-item';
import { BasketTotals, DeliveryAddressSelect, ExpiredHint } from './basket-checkout-fields';
import { useBasketExpiry } from './use-basket-expiry';
import { useBasketSubmit } from './use-basket-submit';

/** The basket: reservations with countdowns, totals, the two confirmations and "Kostenpflichtig bestellen". */
export function BasketDrawer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { open } = useBasketStore();
  const basket = useBasket(open);
  const metadata = useMetadata();
  const phone = useIsPhone();
  const remove = useRemoveReservation();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [bookingChecked, setBookingChecked] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);

  const items = basket.data?.items ?? [];
  const delivered = items.some((i) => i.delivered);
  const expiry = useBasketExpiry(items);
  const { anyExpired } = expiry;
  const addresses = metadata.data?.deliveryAddresses ?? [];
  const currency = basket.data?.totals.currency ?? 'EUR';
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency });
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
        {items.map((item) => (
          <BasketItem
            key={item.id}
            item={{ ...item, expired: expiry.isExpired(item) }}
            clockOffsetMs={basket.data?.clockOffsetMs ?? 0}
            busy={expiry.isRefreshing(item.id) || (remove.isPending && remove.variables === item.id)}
            onRefresh={() => expiry.refreshItem(item.id)}
            onRemove={() => remove.mutate(item.id)}
            onExpired={() => expiry.markExpired(item.id)}
          />
        ))}
        {items.length > 0 && basket.data && (
          <>
            <Divider />
            <BasketTotals net={money(basket.data.totals.net)} gross={money(basket.data.totals.gross)} />
            <BasketCreditSummary credit={basket.data.credit} currency={currency} />
            {delivered && <DeliveryAddressSelect addresses={addresses} value={addressId} onChange={setAddressId} />}
            <Checkbox
              label={t('basket.acceptTerms')}
              checked={acceptTerms}
              onChange={(e) => setAcceptTerms(e.currentTarget.checked)}
              data-testid="basket-accept-terms"
            />
            <Checkbox
              label={t('basket.bookingChecked')}
              checked={bookingChecked}
              onChange={(e) => setBookingChecked(e.currentTarget.checked)}
              data-testid="basket-booking-checked"
            />
            {anyExpired && <ExpiredHint onRefreshAll={expiry.refreshExpired} refreshing={expiry.refreshingAll} />}
            <Button
              size={phone ? 'lg' : 'md'}
              onClick={() => submit()}
              disabled={!canSubmit}
              loading={pending}
              data-testid="basket-submit"
            >
              {t('basket.submit')}
            </Button>
          </>
        )}
      </Stack>
      {dialog}
    </Drawer>
  );
}
