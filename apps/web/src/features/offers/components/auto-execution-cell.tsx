import { Button } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import type { DataColumn } from '../../../ui/data-table/data-table';

/** Whether the offer takes target-price orders automatically ("Auto", with its maximum); a click changes it. */
export function AutoExecutionCell({ offer, onChange }: { offer: SellerOffer; onChange: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const label = !offer.autoExecution
    ? t('offerTargets.off')
    : offer.autoMaxCbm === null
      ? t('offerTargets.on')
      : t('offerTargets.onWithMax', { max: formatNumber(offer.autoMaxCbm, { brand: brand.id, decimals: 3 }) });
  return (
    <Button
      size="compact-xs"
      radius="xl"
      variant={offer.autoExecution ? 'light' : 'subtle'}
      color={offer.autoExecution ? 'green' : 'gray'}
      leftSection={offer.autoExecution ? <IconBolt size={12} /> : undefined}
      onClick={onChange}
      title={t('offerTargets.title')}
      data-testid={`offer-auto-${offer.id}`}
    >
      {label}
    </Button>
  );
}

/** The offer table's column of the automatic execution, sortable (offers that take them first or last). */
export const autoExecutionColumn = (
  header: string,
  onChange: (offer: SellerOffer) => void,
): DataColumn<SellerOffer> => ({
  id: 'auto',
  header,
  sortValue: (offer) => (offer.autoExecution ? 1 : 0),
  cell: (offer) => <AutoExecutionCell offer={offer} onChange={() => onChange(offer)} />,
});
