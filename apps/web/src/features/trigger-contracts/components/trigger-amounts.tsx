import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TriggerPriceHold } from '@fuel/domain/contracts/trigger-contracts';
import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { invoiceFor, invoiceTotal, litresFromCbm, majorFromMinor, minorFromMajor } from '@fuel/domain/pricing/money';
import { e4FromPer100l } from '@fuel/domain/pricing/units';
import { basketCredit } from '@fuel/domain/trading/basket-credit';
import { useBrand } from '../../../brands/brand-context';
import { PriceBreakdown } from '../../../ui/price-breakdown/price-breakdown';

/**
 * What "Verbindlich triggern" commits (issue 24 part 3): the held price explained, and for the quantity
 * entered the net, VAT and gross by the one rule placement bills with (pricing/money invoiceFor), and the
 * credit left with the seller after it (trading/basket-credit, as placement checks it). A petrol mix
 * passes its orders (litres and held price per product): each is billed on its own and the totals add up.
 */
export function TriggerAmounts({
  hold,
  quantityCbm,
  currency,
  lines,
}: {
  hold: TriggerPriceHold;
  quantityCbm: number | null;
  currency: Currency;
  /** A petrol mix's orders; null while its split is not valid (no amounts yet); absent for one product. */
  lines?: Array<{ litres: number; priceE4: number }> | null;
}) {
  const { t } = useTranslation();
  const brand = useBrand().id;
  const money = (v: number) => formatMoney(v, { brand, currency });
  const valid = quantityCbm !== null && Number.isFinite(quantityCbm) && quantityCbm > 0;
  const orders =
    lines === undefined
      ? valid
        ? [{ litres: litresFromCbm(quantityCbm), priceE4: e4FromPer100l(hold.price) }]
        : []
      : (lines ?? []);
  const invoice =
    valid && orders.length > 0
      ? invoiceTotal(orders.map((o) => invoiceFor(o.litres, o.priceE4, hold.vatRateBp)))
      : null;
  const limitMinor = hold.credit.limit === null ? null : minorFromMajor(hold.credit.limit);
  const credit = basketCredit([{ buyerAccountId: 0, sellerId: 0, grossMinor: invoice?.grossMinor ?? 0 }], () => ({
    limitMinor,
    usedMinor: minorFromMajor(hold.credit.used),
  }))[0]!;
  const rate = hold.vatRateBp / 100;
  const rows: Array<[string, string, string]> = invoice
    ? [
        [t('priceBreakdown.quantity'), `${formatNumber(quantityCbm!, { brand, decimals: 3 })} cbm`, 'amount-quantity'],
        [t('priceBreakdown.net'), money(majorFromMinor(invoice.netMinor)), 'net'],
        [
          t('priceBreakdown.vat', { rate: formatNumber(rate, { brand, decimals: rate % 1 ? 1 : 0 }) }),
          money(majorFromMinor(invoice.vatMinor)),
          'vat',
        ],
        [t('priceBreakdown.gross'), money(majorFromMinor(invoice.grossMinor)), 'gross'],
      ]
    : [];
  const creditRows: Array<[string, string, string]> =
    limitMinor === null
      ? [[t('priceBreakdown.creditFree'), t('priceBreakdown.noCredit'), 'credit-free']]
      : [
          [t('priceBreakdown.creditFree'), money(majorFromMinor(credit.freeMinor)), 'credit-free'],
          ...(invoice
            ? ([[t('priceBreakdown.creditLeft'), money(majorFromMinor(credit.leftAfterMinor)), 'credit-left']] as Array<
                [string, string, string]
              >)
            : []),
        ];
  return (
    <Stack gap="xs" data-testid="trigger-amounts">
      <PriceBreakdown steps={hold.priceSteps} testId="trigger-price-breakdown" />
      <Table fz="sm" verticalSpacing={2}>
        <Table.Tbody>
          {[...rows, ...creditRows].map(([label, value, key]) => (
            <Table.Tr key={key}>
              <Table.Th>{label}</Table.Th>
              <Table.Td ta="right" fw={key === 'gross' ? 700 : undefined} data-testid={`trigger-${key}`}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {invoice && limitMinor !== null && !credit.enough && (
        <Alert color="orange" data-testid="trigger-credit-short">
          <Text size="sm">{t('priceBreakdown.creditShort')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
