import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoiceFileUrls } from '../api/get-invoice';

/** PDF (with the Factur-X XML inside) and the XRechnung XML in both syntaxes: plain links the browser downloads. */
export function InvoiceDownloads({ id, pdfOnly = false }: { id: number; pdfOnly?: boolean }) {
  const { t } = useTranslation();
  const urls = invoiceFileUrls(id);
  const links = pdfOnly ? (['pdf'] as const) : (['pdf', 'cii', 'ubl'] as const);
  return (
    <Group gap="xs" wrap="wrap">
      {links.map((key) => (
        <Button
          key={key}
          component="a"
          href={urls[key]}
          download
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          data-testid={`invoice-download-${key}`}
        >
          {t(`invoices.detail.${key}`)}
        </Button>
      ))}
    </Group>
  );
}
