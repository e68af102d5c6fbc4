import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { cbmFromLitres } from '@fuel/domain/pricing/money';
import { useBrand } from '../../../brands/brand-context';
import { percentText } from '../petrol-mix-form';

/** One product of the mix preview: its share, the litres its order gets (null: no valid split yet), its band and held price. */
export type MixPreviewRow = {
  productId: number;
  name: string;
  percent: number;
  litres: number | null;
  minLitres: number;
  maxLitres: number;
  price: number | null;
};

/** The split preview of a mix trigger: per product share, quantity, band and price per 100 L. */
export function TriggerMixPreviewTable({ rows, currency }: { rows: MixPreviewRow[]; currency: Currency }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (litres: number) => formatNumber(cbmFromLitres(litres), { brand: brand.id, decimals: 3 });
  return (
    <Table withTableBorder fz="sm" data-testid="trigger-mix-preview">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('triggers.mix.product')}</Table.Th>
          <Table.Th ta="right">{t('triggers.mix.share')}</Table.Th>
          <Table.Th ta="right">{t('triggers.mix.quantity')}</Table.Th>
          <Table.Th ta="right">{t('triggers.mix.band')}</Table.Th>
          <Table.Th ta="right">{t('triggers.mix.price')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={row.productId} data-testid="trigger-mix-row" data-product-id={row.productId}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right">{percentText(row.percent, brand.id)}</Table.Td>
            <Table.Td ta="right" data-testid={`trigger-mix-litres-${index}`}>
              {row.litres === null ? '—' : `${cbm(row.litres)} cbm`}
            </Table.Td>
            <Table.Td ta="right">{`${cbm(row.minLitres)}–${cbm(row.maxLitres)}`}</Table.Td>
            <Table.Td ta="right" data-testid={`trigger-mix-price-${index}`}>
              {row.price === null
                ? '—'
                : `${formatMoney(row.price, { brand: brand.id, currency, decimals: 2 })} / 100 L`}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
