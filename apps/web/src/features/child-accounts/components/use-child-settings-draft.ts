import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildAccount, ChildAccountSettings } from '@fuel/domain/contracts/child-accounts';
import { isApiError } from '../../../lib/api-client';
import { useSaveChildSettings } from '../api/child-accounts';

/** The card's draft of a child's settings, the server's field errors and saving it all at once. */
export function useChildSettingsDraft(child: ChildAccount) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ChildAccountSettings>(child.settings);
  const save = useSaveChildSettings(child.id);
  const set = (patch: Partial<ChildAccountSettings>) => setDraft((d) => ({ ...d, ...patch }));
  // A refused number (NaN) blocks saving; its field says why.
  const numbersRefused = [draft.dailyLimitCbm, draft.collectionShorteningDays, draft.priceAdjustment].some(
    (v) => v !== null && Number.isNaN(v),
  );
  const errorFields = save.error && isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const fieldError = (name: string) => Object.entries(errorFields).find(([k]) => k.startsWith(name))?.[1];

  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => notifications.show({ color: 'green', message: t('childAccountSettings.saved') }),
    });
  return { draft, set, save, numbersRefused, fieldError, submit };
}

export type SetSettings = (patch: Partial<ChildAccountSettings>) => void;
export type FieldError = (name: string) => string | undefined;
