import { useState, type ComponentProps, type DragEvent } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from '@fuel/domain/csv/csv-file';

/**
 * Drop a file here or choose it with the button (keyboard and screen readers use the button; the
 * area only adds dragging). No dropzone library: Mantine's is not a dependency of the app.
 */
export function CsvDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const over = (e: DragEvent) => {
    e.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      bg={dragging ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderStyle: 'dashed', borderWidth: 2 }}
      data-testid="csv-drop-zone"
      data-dragging={dragging || undefined}
    >
      <Stack align="center" gap="xs">
        <IconFileTypeCsv size={40} stroke={1.5} aria-hidden />
        <Text fw={500}>{t('csvUploads.dropTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('csvUploads.dropOr')}
        </Text>
        <FileButton
          onChange={(file) => file && onFile(file)}
          accept=".csv,text/csv,text/plain,application/vnd.ms-excel"
          disabled={disabled}
          inputProps={
            { 'data-testid': 'csv-file-input', 'aria-label': t('csvUploads.fileInputLabel') } as ComponentProps<'input'>
          }
        >
          {(props) => (
            <Button {...props} disabled={disabled} data-testid="csv-choose-file">
              {t('csvUploads.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center">
          {t('csvUploads.limits', { size: MAX_CSV_BYTES / 1024 / 1024, rows: MAX_CSV_ROWS.toLocaleString('de-DE') })}
        </Text>
      </Stack>
    </Paper>
  );
}
