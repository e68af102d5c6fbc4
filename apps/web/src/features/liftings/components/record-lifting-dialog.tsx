import { useState } from 'react';
import { Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { liftingRequestFromForm, type LiftableOrder } from '@fuel/domain/contracts/liftings';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { businessDate } from '@fuel/domain/offers/business-time';
import { useBrand } from '../../../brands/brand-context';
import { litresText } from '../../../ui/account-ranking/ranking-text';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useRecordLifting } from '../api/liftings';
import { liftingListKeys, useLiftableOrders } from '../api/liftings-list';
import { LiftingForm } from './lifting-form';

/** The lifting form for one order (the order page's form); the list and the orders refresh after it. */
function RecordForOrder({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const zone = brandTimeZone(useBrand().id);
  const record = useRecordLifting(orderId);
  const queryClient = useQueryClient();
  return (
    <LiftingForm
      today={businessDate(new Date(), zone)}
      onCancel={onDone}
      onSubmit={async (values) => {
        await record.mutateAsync(liftingRequestFromForm(values, zone));
        void queryClient.invalidateQueries({ queryKey: liftingListKeys.all });
        onDone();
        notifications.show({ color: 'green', message: t('liftings.recorded') });
      }}
    />
  );
}

/** "K-2026-100001 · Muster GmbH · Diesel B7 · 10.000 L von 30.000 L verladen" */
function useOrderOptions(orders: readonly LiftableOrder[]) {
  const { t } = useTranslation();
  const brand = useBrand();
  return orders.map((o) => ({
    value: String(o.orderId),
    label: t('liftings.pick.option', {
      contract: o.contractNumber,
      buyer: o.buyerName,
      product: o.productName,
      lifted: litresText(o.liftedLitres, brand.id),
      ordered: litresText(o.orderedLitres, brand.id),
    }),
  }));
}

function OrderPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const liftable = useLiftableOrders(true);
  const options = useOrderOptions(liftable.data?.orders ?? []);
  if (liftable.isPending) return <Skeleton h={60} />;
  if (liftable.isError) return <LoadFailedAlert title={t('liftings.pick.loadFailed')} error={liftable.error} />;
  if (options.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="liftings-pick-none">
        {t('liftings.pick.none')}
      </Text>
    );
  return (
    <Select
      label={t('liftings.pick.order')}
      placeholder={t('liftings.pick.placeholder')}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      searchable
      required
      comboboxProps={{ withinPortal: true }}
      data-testid="liftings-pick-order"
    />
  );
}

/** "Verladung erfassen" on the Verladungen screen: pick one of the seller's liftable orders, then the lifting form. */
export function RecordLiftingDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState<number | null>(null);
  const close = () => {
    setOrderId(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('liftings.recordTitle')} closeOnClickOutside={false}>
      {opened && (
        <Stack gap="md">
          <OrderPicker value={orderId} onChange={setOrderId} />
          {orderId !== null && <RecordForOrder key={orderId} orderId={orderId} onDone={close} />}
        </Stack>
      )}
    </Modal>
  );
}
