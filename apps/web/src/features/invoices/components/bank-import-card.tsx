import { useRef } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { BankLinesTable } from './bank-lines-table';
import { useBankImport } from './use-bank-import';
import { useInvoiceFormats } from './use-invoice-formats';

/** The seller's bank statement: choose the CSV, see how its lines match invoices, then book the matched ones. */
export function BankImportCard() {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  const bank = useBankImport();
  const input = useRef<HTMLInputElement>(null);
  const result = bank.result;
  return (
    <Card withBorder radius="md" padding="md" data-testid="bank-import">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invoices.bank.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invoices.bank.description')}
        </Text>
        <Group>
          {/* A hidden file input behind a button (what Mantine's FileButton does, without its own chunk). */}
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,text/csv,text/plain,application/vnd.ms-excel"
            aria-label={t('invoices.bank.file')}
            data-testid="bank-file-input"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0] ?? null;
              // Cleared, so choosing the same (corrected) file again reads it again.
              e.currentTarget.value = '';
              void bank.choose(file);
            }}
          />
          <Button
            variant="default"
            loading={bank.pending}
            onClick={() => input.current?.click()}
            data-testid="bank-choose-file"
          >
            {t('invoices.bank.choose')}
          </Button>
        </Group>
        {bank.problem && <ErrorAlert message={bank.problem} />}
        {result && (
          <Stack gap="sm" data-testid="bank-result" data-applied={result.applied || undefined}>
            <Text size="sm" data-testid="bank-summary">
              {t('invoices.bank.summary', {
                count: result.matchedCount,
                total: result.lines.length,
                amount: f.money(result.matchedMinor, bank.currency),
              })}
            </Text>
            <BankLinesTable lines={result.lines} currency={bank.currency} />
            {!result.applied && (
              <Group justify="flex-end">
                <Button
                  onClick={() => bank.apply(result)}
                  disabled={result.matchedCount === 0}
                  data-testid="bank-apply"
                >
                  {t('invoices.bank.apply', { count: result.matchedCount })}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
      {bank.dialog}
    </Card>
  );
}
