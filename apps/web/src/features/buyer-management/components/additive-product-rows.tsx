import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveProductValue, AdditivesControl } from './additives-form-types';
import { CreditDaysField } from './credit-days-field';

type Props = {
  control: AdditivesControl;
  selected: AdditiveProductValue[];
  nameOf: (productId: number) => string;
  disabled: boolean;
};

/** The selected additive products, each with its credit days. */
export function AdditiveProductRows({ control, selected, nameOf, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" data-testid="buyer-additives-rows">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('relationships.terms.product')}</Table.Th>
          <Table.Th>{t('relationships.terms.creditDays')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {selected.map((p, i) => (
          <Table.Tr key={p.productId}>
            <Table.Td>{nameOf(p.productId)}</Table.Td>
            <Table.Td>
              <CreditDaysField
                control={control}
                name={`additiveProducts.${i}.creditDays`}
                productName={nameOf(p.productId)}
                disabled={disabled}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
