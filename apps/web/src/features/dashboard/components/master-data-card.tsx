import { Card, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { useBrand } from '../../../brands/brand-context';

/** Density in kg/l at 15 °C, shown with 4 decimals (spec section 9 number formats). */
const DENSITY_DECIMALS = 4;

/**
 * Fuels with their densities and the VAT rate: master data from metadata, in the brand's number format.
 * An additive-only seller sees the VAT rate only (decision 052: no cbm, no densities).
 */
export function MasterDataCard({ metadata, fuels = true }: { metadata: Metadata | undefined; fuels?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="master-data">
      <Title order={2} size="h4" mb="md">
        {t('dashboard.masterData')}
      </Title>
      {!metadata ? (
        <Skeleton h={160} />
      ) : (
        <>
          {!fuels ? null : metadata.fuels.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dashboard.noFuels')}
            </Text>
          ) : (
            <Table striped highlightOnHover verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.product')}</Table.Th>
                  <Table.Th>{t('dashboard.category')}</Table.Th>
                  <Table.Th ta="right">{t('dashboard.density')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {metadata.fuels.map((fuel) => (
                  <Table.Tr key={fuel.id}>
                    <Table.Td>{fuel.name}</Table.Td>
                    <Table.Td>{t(`productCategory.${fuel.category}`)}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="fuel-density">
                      {fuel.density === null
                        ? '–'
                        : formatNumber(fuel.density, { brand: brand.id, decimals: DENSITY_DECIMALS })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="space-between" mt="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Text size="sm">{t('dashboard.vat')}</Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="vat-rate">
              {formatNumber(metadata.vat.rate, { brand: brand.id, decimals: 2 })} %
            </Text>
          </Group>
        </>
      )}
    </Card>
  );
}
