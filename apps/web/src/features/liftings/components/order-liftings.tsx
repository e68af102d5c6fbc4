import { useState } from 'react';
import { Button, Card, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { liftingRequestFromForm, type Lifting, type OrderLiftings } from '@fuel/domain/contracts/liftings';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatNumber } from '@fuel/domain/formats/number';
import { businessDate } from '@fuel/domain/offers/business-time';
import { useBrand } from '../../../brands/brand-context';
import { addPageTexts, orderPageTexts } from '../../../i18n/page-texts';
import { litresText } from '../../../ui/account-ranking/ranking-text';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useOrderLiftings, useRecordLifting } from '../api/liftings';
import { LiftingForm } from './lifting-form';

/** "30.000 L" in the brand's number format (the same text as the additive figures). */
function useLitres() {
  const brand = useBrand();
  return (litres: number) => litresText(litres, brand.id);
}

function LiftingRows({ liftings, zone }: { liftings: Lifting[]; zone: string }) {
  const { t } = useTranslation();
  const litres = useLitres();
  const brand = useBrand();
  const optional = (v: number | null, decimals: number) =>
    v === null ? '–' : formatNumber(v, { brand: brand.id, decimals });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="liftings-table">
        <Table.Thead>
          <Table.Tr>
            {(['bol', 'liftedAt', 'litres15', 'ambient', 'temperature', 'density', 'vehicle'] as const).map((c) => (
              <Table.Th key={c}>{t(`liftings.columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {liftings.map((l) => (
            <Table.Tr key={l.id} data-testid="lifting-row">
              <Table.Td>{l.bolNumber}</Table.Td>
              <Table.Td>{formatDateTimeLong(l.liftedAt, zone)}</Table.Td>
              <Table.Td>{litres(l.litres15)}</Table.Td>
              <Table.Td>{l.ambientLitres === null ? '–' : litres(l.ambientLitres)}</Table.Td>
              <Table.Td>{optional(l.temperatureC, 1)}</Table.Td>
              <Table.Td>{optional(l.densityKgL, 4)}</Table.Td>
              <Table.Td>{l.vehicleRef ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function LiftingSummary({ data }: { data: OrderLiftings }) {
  const { t } = useTranslation();
  const litres = useLitres();
  return (
    <Text size="sm" data-testid="liftings-summary">
      {t('liftings.summary', {
        lifted: litres(data.liftedLitres),
        ordered: litres(data.orderedLitres),
        remaining: litres(data.remainingLitres),
        tolerance: data.tolerancePercent,
      })}
    </Text>
  );
}

/** The liftings of a fuel order on its page: both sides read them, the seller records one in a dialog. */
export function OrderLiftingsPanel({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  // Its texts load with the order page's chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, orderPageTexts);
  const brand = useBrand();
  const zone = brandTimeZone(brand.id);
  const liftings = useOrderLiftings(orderId);
  const record = useRecordLifting(orderId);
  const [open, setOpen] = useState(false);
  if (liftings.isPending) return <Skeleton h={120} radius="md" />;
  if (liftings.isError) return <LoadFailedAlert title={t('liftings.loadFailed')} error={liftings.error} />;
  const data = liftings.data;
  return (
    <Card withBorder padding="md" data-testid="order-liftings">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('liftings.title')}
          </Title>
          {data.canRecord && (
            <Button size="xs" onClick={() => setOpen(true)} data-testid="lifting-new">
              {t('liftings.record')}
            </Button>
          )}
        </Group>
        <LiftingSummary data={data} />
        {data.liftings.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="liftings-empty">
            {t('liftings.empty')}
          </Text>
        ) : (
          <LiftingRows liftings={data.liftings} zone={zone} />
        )}
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('liftings.recordTitle')} closeOnClickOutside={false}>
        <LiftingForm
          today={businessDate(new Date(), zone)}
          onCancel={() => setOpen(false)}
          onSubmit={async (values) => {
            await record.mutateAsync(liftingRequestFromForm(values, zone));
            setOpen(false);
            notifications.show({ color: 'green', message: t('liftings.recorded') });
          }}
        />
      </Modal>
    </Card>
  );
}
