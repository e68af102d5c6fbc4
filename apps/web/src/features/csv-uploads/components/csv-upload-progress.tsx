import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Upload progress (0..1); at 1 the server is still checking the file. */
export function CsvUploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="csv-progress">
      <Text size="sm">
        {progress < 1 ? t('csvUploads.uploading', { percent: Math.round(progress * 100) }) : t('csvUploads.checking')}
      </Text>
      <Progress
        value={progress * 100}
        animated={progress >= 1}
        aria-label={t('csvUploads.uploading', { percent: Math.round(progress * 100) })}
      />
    </Stack>
  );
}
