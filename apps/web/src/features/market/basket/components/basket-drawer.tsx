import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Drawer, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fuel/domain/formats/number';
import { isApiError } from '../../../../lib/api-client';
import { useMetadata } from '../../../../lib/api/get-metadata';
import { useBrand } from '../../../../brands/brand-context';
import { ErrorAlert } from '../../../../ui/error-alert';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { useBasket } from '../api/get-basket';
import { usePlaceOrder } from '../api/place-order';
import { useRefreshReservation, useRefreshReservations } from '../api/refresh-reservation';
import { useRemoveReservation } from '../api/remove-reservation';
import { closeBasket, showOrderError, useBasketStore } from '../basket-store';
import { mayHaveReachedServer, SubmitAttempt } from '../../../../lib/idempotency';
import { orderErrorDialog } from '../order-errors';
import { useIsPhone } from '../../../../ui/use-is-phone';
import { BasketCreditSummary } from './basket-credit';
import { BasketItem } from './basket-item';

const asDialog = (error: unknown) => orderErrorDialog(isApiError(error) ? error : null);

/** The basket: reservations with countdowns, totals, the two confirmations and "Kostenpflichtig bestellen". */
export function BasketDrawer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { open } = useBasketStore();
  const basket = useBasket(open);
  const metadata = useMetadata();
  const refresh = useRefreshReservation();
  const refreshAll = useRefreshReservations();
  const phone = useIsPhone();
  const remove = useRemoveReservation();
  const place = usePlaceOrder();
  const confirmLarge = useConfirm();
  const attempt = useRef(new SubmitAttempt());
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [bookingChecked, setBookingChecked] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [expiredIds, setExpiredIds] = useState<ReadonlySet<number>>(new Set());

  const items = basket.data?.items ?? [];
  const delivered = items.some((i) => i.delivered);
  const expiredItemIds = items.filter((i) => i.expired || expiredIds.has(i.id)).map((i) => i.id);
  const anyExpired = expiredItemIds.length > 0;
  const addresses = metadata.data?.deliveryAddresses ?? [];
  const currency = basket.data?.totals.currency ?? 'EUR';
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency });
  const canSubmit = items.length > 0 && acceptTerms && bookingChecked && !anyExpired && (!delivered || addressId !== null) && !place.isPending;

  const markExpired = (id: number) => setExpiredIds((ids) => (ids.has(id) ? ids : new Set([...ids, id])));
  const refreshItem = (id: number) =>
    refresh.mutate(id, {
      onSuccess: () => setExpiredIds((ids) => new Set([...ids].filter((x) => x !== id))),
      onError: (error) => showOrderError(asDialog(error)),
    });

  const refreshExpired = () =>
    refreshAll.mutate(expiredItemIds, {
      onSuccess: () => setExpiredIds(new Set()),
      onError: (error) => showOrderError(asDialog(error)),
    });

  const submit = (confirmLargeOrder = false) => {
    place.mutate(
      {
        reservationIds: items.map((i) => i.id),
        confirmTerms: acceptTerms,
        confirmBookingChecked: bookingChecked,
        ...(delivered && addressId ? { deliveryAddressId: Number(addressId) } : {}),
        ...(confirmLargeOrder ? { confirmLargeOrder: true } : {}),
        idempotencyKey: attempt.current.current(),
      },
      {
        onSuccess: (result) => {
          attempt.current.finish();
          setAcceptTerms(false);
          setBookingChecked(false);
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
          showOrderError(asDialog(error), isApiError(error) && error.status === 0 ? () => submit(confirmLargeOrder) : null);
        },
      },
    );
  };

  return (
    <Drawer opened={open} onClose={closeBasket} position="right" size={phone ? '100%' : 'md'} title={t('basket.title')} data-testid="basket-drawer">
      <Stack gap="sm">
        {basket.isPending && <Skeleton h={160} />}
        {basket.isError && <ErrorAlert title={t('basket.loadFailed')} message={isApiError(basket.error) ? basket.error.message : t('app.unexpectedError')} />}
        {basket.isSuccess && items.length === 0 && (
          <Text c="dimmed" data-testid="basket-empty">
            {t('basket.empty')}
          </Text>
        )}
        {items.map((item) => (
          <BasketItem
            key={item.id}
            item={{ ...item, expired: item.expired || expiredIds.has(item.id) }}
            clockOffsetMs={basket.data?.clockOffsetMs ?? 0}
            busy={(refresh.isPending && refresh.variables === item.id) || (remove.isPending && remove.variables === item.id) || (refreshAll.isPending && (refreshAll.variables ?? []).includes(item.id))}
            onRefresh={() => refreshItem(item.id)}
            onRemove={() => remove.mutate(item.id)}
            onExpired={() => markExpired(item.id)}
          />
        ))}
        {items.length > 0 && basket.data && (
          <>
            <Divider />
            <Group justify="space-between">
              <Text>{t('basket.net')}</Text>
              <Text>{money(basket.data.totals.net)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>{t('basket.gross')}</Text>
              <Text fw={700} data-testid="basket-total-gross">
                {money(basket.data.totals.gross)}
              </Text>
            </Group>
            <BasketCreditSummary credit={basket.data.credit} currency={currency} />
            {delivered && (
              <Select
                label={t('basket.deliveryAddress')}
                placeholder={t('basket.deliveryAddressPlaceholder')}
                data={addresses.map((a) => ({ value: String(a.id), label: `${a.company}, ${a.street}, ${a.postCode} ${a.city}` }))}
                value={addressId}
                onChange={setAddressId}
                required
                data-testid="basket-delivery-address"
              />
            )}
            <Checkbox label={t('basket.acceptTerms')} checked={acceptTerms} onChange={(e) => setAcceptTerms(e.currentTarget.checked)} data-testid="basket-accept-terms" />
            <Checkbox
              label={t('basket.bookingChecked')}
              checked={bookingChecked}
              onChange={(e) => setBookingChecked(e.currentTarget.checked)}
              data-testid="basket-booking-checked"
            />
            {anyExpired && (
              <Alert color="yellow" variant="light" data-testid="basket-expired-hint">
                <Stack gap="xs" align="flex-start">
                  {t('basket.expiredHint')}
                  <Button size="lg" leftSection={<IconRefresh size={16} />} onClick={refreshExpired} loading={refreshAll.isPending} data-testid="basket-refresh-all">
                    {t('marketExtras.refreshAllExpired')}
                  </Button>
                </Stack>
              </Alert>
            )}
            <Button size={phone ? 'lg' : 'md'} onClick={() => submit()} disabled={!canSubmit} loading={place.isPending} data-testid="basket-submit">
              {t('basket.submit')}
            </Button>
          </>
        )}
      </Stack>
      {confirmLarge.dialog}
    </Drawer>
  );
}
