import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Relationship } from '@fuel/domain/contracts/relationships';

/**
 * The seller's payment term per granted product (decision 050), grouped by days: "14 Tage" when all
 * products have the same, else one line per term with its products.
 */
export function PaymentTermsCell({ terms }: { terms: Relationship['paymentTerms'] }) {
  const { t } = useTranslation();
  if (terms.length === 0) return <>–</>;
  const byDays = new Map<number, string[]>();
  for (const p of terms) byDays.set(p.creditDays, [...(byDays.get(p.creditDays) ?? []), p.productName]);
  const groups = [...byDays.entries()].sort(([a], [b]) => a - b);
  if (groups.length === 1) return <>{t('relationships.paymentTermDays', { days: groups[0]![0] })}</>;
  return (
    <>
      {groups.map(([days, names]) => (
        <Text key={days} size="sm">
          {t('relationships.paymentTermDays', { days })}: {names.join(', ')}
        </Text>
      ))}
    </>
  );
}
