import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATE_LABELS, type InvoiceSummary } from '@fuel/domain/contracts/invoices';
import { formatDay } from '@fuel/domain/calendar/format';
import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { majorFromMinor, PRICE_E4, shownPriceDecimals } from '@fuel/domain/pricing/money';
import { useBrand } from '../../../brands/brand-context';
import { litresText } from '../../../ui/account-ranking/ranking-text';

/**
 * How invoices read on screen, in the brand's number format (brand B: "1'234.56 CHF"): amounts in
 * minor units, prices per 100 L in E4, whole litres, calendar days as DD.MM.YYYY.
 */
export function useInvoiceFormats() {
  const brand = useBrand();
  const { t } = useTranslation();
  // One object per brand and language, so tables built from it keep their columns between renders.
  return useMemo(
    () => ({
      money: (minor: number, currency: Currency) => formatMoney(majorFromMinor(minor), { brand: brand.id, currency }),
      price: (e4: number, currency: Currency) =>
        formatMoney(e4 / PRICE_E4, { brand: brand.id, currency, decimals: shownPriceDecimals(e4 / PRICE_E4) }),
      litres: (litres: number) => litresText(litres, brand.id),
      /** A VAT rate in basis points: 1900 -> "19 %", 810 -> "8,1 %" ("8.1 %" on brand B). */
      rate: (bp: number) =>
        `${formatNumber(bp / 100, { brand: brand.id, decimals: bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2 })} %`,
      day: (day: string | null) => (day ? formatDay(day) : '–'),
      state: (s: Pick<InvoiceSummary, 'state' | 'daysOverdue'>) =>
        s.state === 'overdue' ? t('invoices.overdueDays', { count: s.daysOverdue }) : INVOICE_STATE_LABELS[s.state],
    }),
    [brand.id, t],
  );
}
