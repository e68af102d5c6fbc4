import { Select, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RELATIONSHIP_MESSAGE_MAX } from '@fuel/domain/contracts/relationships';
import type { RequestSellerControl } from './use-request-seller-form';

/** The request's inputs: the seller to ask (searchable) and an optional message. */
export function RequestSellerFields(props: {
  control: RequestSellerControl;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={props.control}
        name="sellerAccountId"
        render={({ field, fieldState }) => (
          <Select
            label={t('relationships.seller')}
            required
            searchable
            data={props.options}
            value={field.value ? String(field.value) : null}
            onChange={(v) => field.onChange(v ? Number(v) : undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            data-testid="request-seller-select"
          />
        )}
      />
      <Controller
        control={props.control}
        name="message"
        render={({ field, fieldState }) => (
          <Textarea
            label={t('relationships.sellers.messageLabel')}
            autosize
            minRows={3}
            maxLength={RELATIONSHIP_MESSAGE_MAX}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            data-testid="request-seller-message"
          />
        )}
      />
    </>
  );
}
