import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The CSV download of the filtered history; disabled while nothing is there to export. */
export function HistoryExportButton({ href, disabled }: { href: string; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      // A disabled link has no target and says it is disabled (keyboard and screen readers skip it).
      href={disabled ? undefined : href}
      aria-disabled={disabled || undefined}
      download
      variant="default"
      leftSection={<IconDownload size={16} />}
      data-testid="order-history-export"
      disabled={disabled}
    >
      {t('orderHistory.export')}
    </Button>
  );
}
