import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { BankLinesResult } from '@fuel/domain/contracts/invoices';
import { useBrand } from '../../../brands/brand-context';
import { isApiError } from '../../../lib/api-client';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useImportBankLines } from '../api/import-bank-lines';
import { useInvoiceFormats } from './use-invoice-formats';

/** A bank import's steps: choose a file (preview), then book the matched lines after a confirmation. */
export function useBankImport() {
  const { t } = useTranslation();
  const currency = useBrand().currency;
  const f = useInvoiceFormats();
  const importLines = useImportBankLines();
  const confirm = useConfirm();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<BankLinesResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refused = (e: unknown) => setProblem(isApiError(e) ? e.message : t('app.unexpectedError'));

  const choose = async (file: File | null) => {
    if (!file) return;
    setResult(null);
    setProblem(null);
    // Banks export Windows-1252 as often as UTF-8: read as the CSV uploads do (domain csv-file). Loaded
    // when a file is chosen: it brings papaparse, which the list itself never needs.
    const { CSV_MESSAGES, decodeCsvBytes } = await import('@fuel/domain/csv/csv-file');
    const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    if (!decoded) return setProblem(CSV_MESSAGES.notUtf8OrWindows);
    setCsv(decoded.text);
    await importLines.mutateAsync({ csv: decoded.text, apply: false }).then(setResult, refused);
  };

  const apply = (preview: BankLinesResult) =>
    confirm.ask({
      title: t('invoices.bank.confirmTitle'),
      message: t('invoices.bank.confirm', {
        count: preview.matchedCount,
        amount: f.money(preview.matchedMinor, currency),
      }),
      confirmLabel: t('invoices.bank.apply', { count: preview.matchedCount }),
      cancelLabel: t('invoices.cancel'),
      run: async () => {
        const applied = await importLines.mutateAsync({ csv: csv ?? '', apply: true });
        setResult(applied);
        notifications.show({ color: 'green', message: t('invoices.bank.applied', { count: applied.matchedCount }) });
      },
    });

  return { currency, result, problem, pending: importLines.isPending, choose, apply, dialog: confirm.dialog };
}
