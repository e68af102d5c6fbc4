import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { EMPTY_BARREL_HISTORY } from '@fuel/domain/contracts/empty-barrels';
import { businessDate } from '@fuel/domain/offers/business-time';
import { homeCountryOf } from '@fuel/domain/validation/address';
import { useBrand } from '../../../brands/brand-context';
import { useAdditiveLocations } from '../../../lib/api/get-additive-locations';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useCreateEmptyBarrelRequest } from '../api/create-empty-barrel-request';
import { useEmptyBarrelOptions } from '../api/get-empty-barrel-options';
import { useEmptyBarrels } from '../api/get-empty-barrels';
import { emptyBarrelValues } from '../empty-barrel-form';
import { EmptyBarrelForm } from './empty-barrel-form';
import { EmptyBarrelTable } from './empty-barrel-table';

/** The buyer's side: ask a seller to collect empty containers, and the last five requests with their status. */
export function BuyerEmptyBarrels() {
  const { t } = useTranslation();
  const brand = useBrand();
  const options = useEmptyBarrelOptions(true);
  const locations = useAdditiveLocations();
  const requests = useEmptyBarrels({});
  const create = useCreateEmptyBarrelRequest();
  const today = businessDate(new Date());
  const ready = options.isSuccess && !locations.isPending;

  return (
    <Stack gap="xl">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h3" mb="md">
          {t('emptyBarrels.newRequest')}
        </Title>
        {(options.isPending || locations.isPending) && <Skeleton h={280} radius="md" />}
        {options.isError && <LoadFailedAlert title={t('emptyBarrels.optionsFailed')} error={options.error} />}
        {ready && options.data.sellers.length === 0 && (
          <Text c="dimmed" data-testid="empty-barrel-no-sellers">
            {t('emptyBarrels.noSellers')}
          </Text>
        )}
        {ready && options.data.sellers.length > 0 && (
          <EmptyBarrelForm
            options={options.data}
            locations={locations.data ?? []}
            initial={emptyBarrelValues(homeCountryOf(brand), today, (locations.data?.length ?? 0) > 0)}
            today={today}
            onSubmit={async (request) => {
              await create.mutateAsync(request);
              notifications.show({ color: 'green', message: t('emptyBarrels.sent') });
            }}
          />
        )}
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('emptyBarrels.lastRequests', { count: EMPTY_BARREL_HISTORY })}
        </Title>
        {requests.isPending && <Skeleton h={160} radius="md" />}
        {requests.isError && <LoadFailedAlert title={t('emptyBarrels.loadFailed')} error={requests.error} />}
        {requests.isSuccess && requests.data.requests.length === 0 && (
          <Text c="dimmed" ta="center" py="lg" data-testid="empty-barrels-empty">
            {t('emptyBarrels.emptyBuyer')}
          </Text>
        )}
        {requests.isSuccess && requests.data.requests.length > 0 && (
          <EmptyBarrelTable requests={requests.data.requests} side="buyer" />
        )}
      </Stack>
    </Stack>
  );
}
