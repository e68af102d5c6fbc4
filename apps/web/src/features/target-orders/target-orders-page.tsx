import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TargetOrder } from '@fuel/domain/contracts/target-orders';
import { addPageTexts, targetOrdersTexts } from '../../i18n/page-texts';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { useMetadata } from '../../lib/api/get-metadata';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { useConfirm } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import type { FormTarget } from '../../ui/form-modal';
import { PageHeader } from '../../ui/page-header';
import { useChangeTargetOrder, type TargetOrderAction } from './api/change-target-order';
import { targetOrdersQuery, useTargetOrders } from './api/get-target-orders';
import TargetOrderDialog from './components/target-order-dialog';
import { TargetOrderTable } from './components/target-order-table';
import { useTargetFormats } from './components/use-target-formats';

/** The list loads while the page's code loads. */
export async function loader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(targetOrdersQuery());
  return null;
}

/** Pause and resume at once; cancel (irreversible) after a confirmation. */
function useTargetOrderAction() {
  const { t } = useTranslation();
  const { money, cbm } = useTargetFormats();
  const change = useChangeTargetOrder();
  const confirm = useConfirm();
  const run = (order: TargetOrder, action: TargetOrderAction) => {
    if (action !== 'cancel')
      return void change.mutateAsync({ id: order.id, action }).catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('targetOrders.actionFailed'),
          message: isApiError(error) ? error.message : t('app.unexpectedError'),
        }),
      );
    confirm.ask({
      title: t('targetOrders.cancelTitle'),
      message: t('targetOrders.cancelText', {
        product: order.product.name,
        quantity: cbm(order.quantityCbm),
        price: money(order.targetPrice),
      }),
      confirmLabel: t('targetOrders.cancelOrder'),
      cancelLabel: t('targetOrders.keep'),
      danger: true,
      run: () => change.mutateAsync({ id: order.id, action }),
    });
  };
  return { run, dialog: confirm.dialog };
}

/** /zielpreis-orders (buyers, issue 29): orders that buy once a connected seller reaches the target price. */
export default function TargetOrdersPage() {
  const { t, i18n } = useTranslation();
  // The page's texts load with its chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, targetOrdersTexts);
  const metadata = useMetadata();
  const ownAccountId = useCurrentUser()?.account.id ?? null;
  const orders = useTargetOrders();
  const action = useTargetOrderAction();
  const [target, setTarget] = useState<FormTarget<TargetOrder>>(null);
  const create = () => setTarget('new');
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.targetOrders.title')}
        description={`${t('targetOrders.description')} ${t('targetOrders.liveHint')}`}
        actions={
          <Button
            leftSection={<IconTarget size={16} />}
            onClick={create}
            disabled={!metadata.data}
            data-testid="target-new"
          >
            {t('targetOrders.newOrder')}
          </Button>
        }
      />
      {orders.isPending && <Skeleton h={200} radius="md" data-testid="target-orders-loading" />}
      {orders.isError && (
        <ErrorAlert
          title={t('targetOrders.loadFailed')}
          message={isApiError(orders.error) ? orders.error.message : t('app.unexpectedError')}
        >
          <Button mt="sm" size="xs" variant="light" onClick={() => void orders.refetch()}>
            {t('targetOrders.retry')}
          </Button>
        </ErrorAlert>
      )}
      {orders.isSuccess && orders.data.length === 0 && (
        <Stack align="center" gap="xs" py="xl" data-testid="target-orders-empty">
          <Text c="dimmed" ta="center" maw={560}>
            {t('targetOrders.empty')}
          </Text>
          <Button variant="light" onClick={create} disabled={!metadata.data}>
            {t('targetOrders.createFirst')}
          </Button>
        </Stack>
      )}
      {orders.isSuccess && orders.data.length > 0 && (
        <TargetOrderTable orders={orders.data} ownAccountId={ownAccountId} onEdit={setTarget} onAction={action.run} />
      )}
      <TargetOrderDialog target={target} onClose={() => setTarget(null)} />
      {action.dialog}
    </Stack>
  );
}
