import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BasketCredit } from '@fuel/domain/contracts/basket';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../../brands/brand-context';

/** For whom the basket is ordered, and per seller the credit left after ordering it (GET /api/basket credit). */
export function BasketCreditSummary({ credit, currency }: { credit: BasketCredit[]; currency: 'EUR' | 'CHF' }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency });
  const accounts = [...new Map(credit.map((c) => [c.buyerAccount.id, c.buyerAccount.name])).values()];
  if (credit.length === 0) return null;
  return (
    <Stack gap={4} data-testid="basket-credit">
      {accounts.map((name) => (
        <Text key={name} fw={600} size="sm" data-testid="basket-order-for">
          {t('marketExtras.orderFor', { account: name })}
        </Text>
      ))}
      <Text size="sm" fw={500}>
        {t('marketExtras.credit.title')}
      </Text>
      {credit.map((c) => (
        <Text
          key={`${c.buyerAccount.id}:${c.seller.id}`}
          size="sm"
          c={c.enough ? undefined : 'red'}
          data-testid={`basket-credit-${c.seller.id}`}
        >
          {c.limit === null
            ? t('marketExtras.credit.noLimit', { seller: c.seller.name })
            : t(c.shared ? 'marketExtras.credit.sharedLine' : 'marketExtras.credit.line', {
                seller: accounts.length > 1 ? `${c.seller.name} (${c.buyerAccount.name})` : c.seller.name,
                free: money(c.free),
                left: money(c.leftAfter),
              })}
        </Text>
      ))}
      {credit.some((c) => !c.enough) && (
        <Alert color="red" variant="light" data-testid="basket-credit-insufficient">
          {t('marketExtras.credit.insufficient')}
        </Alert>
      )}
    </Stack>
  );
}
