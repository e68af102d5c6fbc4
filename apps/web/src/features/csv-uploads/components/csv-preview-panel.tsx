import { Badge, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvPreview } from '@fuel/domain/contracts/csv-uploads';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useApplyCsvUpload } from '../api/apply-csv-upload';
import type { CsvKindView } from '../csv-kinds';
import { CsvPreviewHeader } from './csv-preview-header';
import { CsvPreviewRows } from './csv-preview-rows';
import { ACTION_COLOR, ACTIONS } from './csv-row-actions';

/** The server's preview: the error header (file name, template) or the counts, the rows, apply. */
export function CsvPreviewPanel({
  view,
  preview,
  onApplied,
  onDiscard,
}: {
  view: CsvKindView;
  preview: CsvPreview;
  onApplied: (message: string) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyCsvUpload(view.kind);
  const confirm = useConfirm();
  const failed = preview.problemCount > 0;

  const askApply = () =>
    confirm.ask({
      title: t('csvUploads.applyTitle'),
      message: t('csvUploads.applyMessage', { file: preview.fileName, ...preview.counts }),
      confirmLabel: t('csvUploads.apply'),
      cancelLabel: t('csvUploads.cancel'),
      run: async () => {
        const applied = await apply.mutateAsync(preview.uploadId!);
        onApplied(
          t('csvUploads.applied', {
            file: applied.fileName,
            created: applied.created,
            updated: applied.updated,
            deleted: applied.deleted,
          }),
        );
      },
    });

  return (
    <Stack gap="md" data-testid="csv-preview">
      <CsvPreviewHeader view={view} preview={preview} />
      <Group gap="xs" data-testid="csv-counts">
        {ACTIONS.map((a) => (
          <Badge key={a} color={ACTION_COLOR[a]} variant="outline" size="lg" data-testid={`csv-count-${a}`}>
            {`${t(`csvUploads.actions.${a}`)}: ${preview.counts[a]}`}
          </Badge>
        ))}
      </Group>
      {preview.rows.length > 0 && <CsvPreviewRows view={view} preview={preview} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDiscard} data-testid="csv-discard">
          {t('csvUploads.discard')}
        </Button>
        <Button onClick={askApply} disabled={failed || preview.uploadId === null} data-testid="csv-apply">
          {t('csvUploads.apply')}
        </Button>
      </Group>
      {confirm.dialog}
    </Stack>
  );
}
