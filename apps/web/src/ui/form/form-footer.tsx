import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Without it the form has no cancel button (a page form that stays open). */
  onCancel?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  loading: boolean;
  disabled?: boolean;
  submitTestId: string;
};

/** The end of a form: "Abbrechen" and the submit button, which spins while the save runs. */
export function FormFooter({ onCancel, submitLabel, cancelLabel, loading, disabled, submitTestId }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('form.cancel')}
        </Button>
      )}
      <Button type="submit" loading={loading} disabled={disabled} data-testid={submitTestId}>
        {submitLabel ?? t('form.save')}
      </Button>
    </Group>
  );
}
