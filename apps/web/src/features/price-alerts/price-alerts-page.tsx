import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceAlert } from '@fuel/domain/contracts/price-alerts';
import { isApiError } from '../../lib/api-client';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { useMetadata } from '../../lib/api/get-metadata';
import { useConfirm } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useDeletePriceAlert } from './api/delete-price-alert';
import { priceAlertsQuery, usePriceAlerts } from './api/get-price-alerts';
import { PriceAlertDialog } from './components/price-alert-dialog';
import { useAlertMoney } from './components/use-alert-money';
import { PriceAlertTable } from './components/price-alert-table';

/** The list loads while the page's code loads. */
export async function loader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(priceAlertsQuery());
  return null;
}

/** /preisalarme (buyers, brand A with PRICE_ALERT): alerts that e-mail once a price reaches the buyer's value. */
export default function PriceAlertsPage() {
  const { t } = useTranslation();
  const money = useAlertMoney();
  const metadata = useMetadata();
  const alerts = usePriceAlerts();
  const remove = useDeletePriceAlert();
  const confirm = useConfirm();
  const [target, setTarget] = useState<null | 'new' | PriceAlert>(null);

  const askDelete = (alert: PriceAlert) =>
    confirm.ask({
      title: t('priceAlerts.deleteTitle'),
      message: t('priceAlerts.deleteText', {
        product: alert.product.name,
        terminal: alert.terminal.name,
        value: money(alert.value),
      }),
      confirmLabel: t('priceAlerts.delete'),
      cancelLabel: t('priceAlerts.cancel'),
      danger: true,
      run: () => remove.mutateAsync(alert.id),
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.priceAlerts.title')}
        description={t('pages.priceAlerts.description')}
        actions={
          <Button
            leftSection={<IconBellPlus size={16} />}
            onClick={() => setTarget('new')}
            disabled={!metadata.data}
            data-testid="price-alert-new"
          >
            {t('priceAlerts.newAlert')}
          </Button>
        }
      />
      {alerts.isPending && <Skeleton h={200} radius="md" />}
      {alerts.isError && (
        <ErrorAlert
          title={t('priceAlerts.loadFailed')}
          message={isApiError(alerts.error) ? alerts.error.message : t('app.unexpectedError')}
        >
          <Button mt="sm" size="xs" variant="light" onClick={() => void alerts.refetch()}>
            {t('priceAlerts.retry')}
          </Button>
        </ErrorAlert>
      )}
      {alerts.isSuccess && alerts.data.length === 0 && (
        <Stack align="center" gap="xs" py="xl" data-testid="price-alerts-empty">
          <Text c="dimmed" ta="center" maw={520}>
            {t('priceAlerts.empty')}
          </Text>
          <Button variant="light" onClick={() => setTarget('new')} disabled={!metadata.data}>
            {t('priceAlerts.createFirst')}
          </Button>
        </Stack>
      )}
      {alerts.isSuccess && alerts.data.length > 0 && (
        <PriceAlertTable alerts={alerts.data} onEdit={setTarget} onDelete={askDelete} />
      )}
      <PriceAlertDialog target={target} metadata={metadata.data} onClose={() => setTarget(null)} />
      {confirm.dialog}
    </Stack>
  );
}
