import { Alert, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useBuyerUsers, useSetPurchaseRight } from '../api/buyer-purchase-rights';

/** SELLER_ABLE_TO_SET_PURCHASE_RIGHTS: the seller switches the buyer users' purchase right. */
export function PurchaseRightsSection({ relationshipId }: { relationshipId: number }) {
  const { t } = useTranslation();
  const users = useBuyerUsers(relationshipId);
  const setRight = useSetPurchaseRight(relationshipId);
  return (
    <Stack gap="xs" data-testid="purchase-rights">
      <Text fw={600}>{t('purchaseRights.title')}</Text>
      {users.isPending ? (
        <Skeleton h={80} />
      ) : users.isError ? (
        <ErrorAlert message={t('purchaseRights.loadFailed')} />
      ) : (
        <>
          {!users.data.onlineTradingEnabled && <Alert color="yellow">{t('purchaseRights.notEnabled')}</Alert>}
          {users.data.users.length === 0 && <Text c="dimmed">{t('purchaseRights.empty')}</Text>}
          {users.data.users.map((u) => (
            <Switch
              key={u.id}
              label={`${u.firstName} ${u.lastName} (${u.email})`}
              checked={u.purchaseRight}
              disabled={setRight.isPending || (!u.purchaseRight && !users.data.onlineTradingEnabled)}
              data-testid={`purchase-right-${u.id}`}
              onChange={(e) =>
                setRight.mutate(
                  { userId: u.id, granted: e.currentTarget.checked },
                  {
                    onError: (err) =>
                      notifications.show({
                        color: 'red',
                        message: isApiError(err) ? err.message : t('purchaseRights.saveFailed'),
                      }),
                  },
                )
              }
            />
          ))}
        </>
      )}
    </Stack>
  );
}
