import { Table, Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../ui/form/number-field';
import type { BuyerTermsFieldValues } from './buyer-terms-field-values';
import { CreditDaysField } from './credit-days-field';

type Props = {
  control: Control<BuyerTermsFieldValues>;
  selected: BuyerTermsFieldValues['products'];
  productName: (id: number) => string;
  /** The accept dialog's one term replaces the per-product credit days column. */
  onePaymentTerm: boolean;
};

/** One row per chosen product with its payment term (unless one term covers all) and daily limit. */
export function BuyerTermsProductRows({ control, selected, productName, onePaymentTerm }: Props) {
  const { t } = useTranslation();
  if (selected.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('relationships.terms.noProducts')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing="xs" data-testid="terms-product-rows">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('relationships.terms.product')}</Table.Th>
          {!onePaymentTerm && <Table.Th>{t('relationships.terms.creditDays')}</Table.Th>}
          <Table.Th>{t('relationships.terms.dailyLimit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {selected.map((p, i) => (
          <Table.Tr key={p.productId} data-testid="terms-product-row">
            <Table.Td>{productName(p.productId)}</Table.Td>
            {!onePaymentTerm && (
              <Table.Td>
                <CreditDaysField
                  control={control}
                  name={`products.${i}.creditDays`}
                  productName={productName(p.productId)}
                  data-testid="terms-credit-days"
                />
              </Table.Td>
            )}
            <Table.Td>
              <NumberField
                control={control}
                name={`products.${i}.dailyLimitCbm`}
                label=""
                aria-label={`${t('relationships.terms.dailyLimit')} ${productName(p.productId)}`}
                decimals={3}
                signed={false}
                data-testid="terms-daily-limit"
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
