import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmptyBarrelRequest } from '@fuel/domain/contracts/empty-barrels';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** The product of a request with its number of units below. */
export function EmptyBarrelProductCell({ request: r }: { request: EmptyBarrelRequest }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <>
      <Text size="sm">{r.product.name}</Text>
      <Text size="xs" c="dimmed">
        {t('emptyBarrels.unitsOf', {
          units: formatNumber(r.units, { brand: brand.id, decimals: 0 }),
          unit: r.purchaseUnit.name,
        })}
      </Text>
    </>
  );
}
