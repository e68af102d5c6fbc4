import { Alert, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  acceptProductsField,
  AcceptTermsSchema,
  BuyerProductTermsSchema,
} from '@fuel/domain/contracts/buyer-management';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { RELATIONSHIP_MESSAGE_MAX, type Relationship } from '@fuel/domain/contracts/relationships';
import { ApiError, isApiError } from '../../../lib/api-client';
import { useMetadata } from '../../../lib/api/get-metadata';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useDecideRelationship } from '../api/decide-relationship';
import { BuyerTermsFields } from './buyer-terms-fields';

/**
 * The accept dialog's form: the buyer's terms (the server's rules), the one payment term that fills
 * every granted product (decision 050; the products carry it, so the server's rules check it) and
 * the optional message. A seller of fuels grants at least one product here, an additive-only seller
 * none (decision 054).
 */
const acceptFormSchema = (sellerKind: Metadata['sellerKind']) =>
  AcceptTermsSchema.extend({
    products: acceptProductsField(sellerKind),
    paymentTermDays: BuyerProductTermsSchema.shape.creditDays,
    message: z.string().max(RELATIONSHIP_MESSAGE_MAX),
  });

/** The server names the terms' fields "terms.creditLimit" (schema) or "creditLimit" (references); the form has them at the top. */
const withoutTermsPrefix = (error: unknown) =>
  isApiError(error)
    ? new ApiError(
        error.status,
        error.code,
        error.message,
        Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^terms\./, ''), v])),
      )
    : error;

/**
 * Accepting a buyer's request asks for its terms in the same dialog (credit limit, terminals,
 * products and one payment term for them): one request, one transaction on the server, so a buyer is
 * never enabled without terms. Accepting always mails the buyer.
 */
export function AcceptDialog({ relationship, onClose }: { relationship: Relationship; onClose: () => void }) {
  const { t } = useTranslation();
  const metadata = useMetadata();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('relationships.decision.title.ACCEPT')}
      size="xl"
      centered
      data-testid="decision-dialog"
    >
      {metadata.isPending ? (
        <Skeleton h={320} />
      ) : metadata.isError ? (
        <ErrorAlert message={t('relationships.terms.loadFailed')} />
      ) : (
        <AcceptForm relationship={relationship} metadata={metadata.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function AcceptForm({
  relationship,
  metadata,
  onClose,
}: {
  relationship: Relationship;
  metadata: Metadata;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideRelationship();
  const name = relationship.counterparty.name;
  const form = useAppForm(acceptFormSchema(metadata.sellerKind), {
    creditLimit: undefined,
    paymentTermDays: undefined,
    terminalIds: [],
    products: [],
    message: '',
  });
  // The products carry the one term already (OnePaymentTermField); it is sent with them only.
  const submit = useServerSubmit(form, async ({ message, paymentTermDays: _oneTerm, ...terms }) => {
    await decide
      .mutateAsync({
        relationshipId: relationship.id,
        decision: 'ACCEPT',
        message: message.trim() || null,
        notifyBuyer: false,
        terms,
      })
      .catch((error: unknown) => {
        throw withoutTermsPrefix(error);
      });
    notifications.show({ color: 'green', message: t('relationships.decision.done.ACCEPT', { name }) });
    onClose();
  });
  const rootError = form.formState.errors.root?.message;

  return (
    <form onSubmit={submit} noValidate data-testid="accept-form">
      <Stack gap="md">
        <Text size="sm">{t('relationships.decision.text.ACCEPT', { name })}</Text>
        <Alert color="blue" variant="light" data-testid="accept-terms-hint">
          {t('relationships.decision.acceptTerms')}
        </Alert>
        {rootError && <ErrorAlert message={rootError} />}
        <BuyerTermsFields control={form.control} metadata={metadata} currency={relationship.currency} onePaymentTerm />
        <Controller
          control={form.control}
          name="message"
          render={({ field, fieldState }) => (
            <Textarea
              label={t('relationships.decision.messageLabel')}
              value={field.value ?? ''}
              maxLength={RELATIONSHIP_MESSAGE_MAX}
              autosize
              minRows={2}
              onChange={(e) => field.onChange(e.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-testid="decision-message"
            />
          )}
        />
        <Text size="sm" c="dimmed">
          {t('relationships.decision.acceptMails')}
        </Text>
        <FormFooter
          onCancel={onClose}
          cancelLabel={t('relationships.decision.cancel')}
          submitLabel={t('relationships.decision.confirm.ACCEPT')}
          loading={form.formState.isSubmitting}
          submitTestId="decision-confirm"
        />
      </Stack>
    </form>
  );
}
