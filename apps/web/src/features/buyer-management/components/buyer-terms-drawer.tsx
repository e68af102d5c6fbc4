import { Alert, Button, Divider, Drawer, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  BuyerTermsUpdateSchema,
  type BuyerTerms,
  type BuyerTermsUpdate,
} from '@fuel/domain/contracts/buyer-management';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { isApiError } from '../../../lib/api-client';
import { useMetadata } from '../../../lib/api/get-metadata';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useBuyerTerms } from '../api/get-buyer-terms';
import { useUpdateBuyerTerms } from '../api/update-buyer-terms';
import { BuyerTermsFields } from './buyer-terms-fields';
import { CreditSummary } from './credit-summary';
import { PurchaseRightsSection } from './purchase-rights-section';
import { AdditiveTermsSection } from './additive-terms-section';
import { offersAdditives } from '../../../lib/navigation/guard-session';
import { useGuardSession } from '../../../lib/session/use-guard-session';
import { FormFooter } from '../../../ui/form/form-footer';

/** The seller's terms for one buyer in a drawer: credit summary and the settings form. */
export function BuyerTermsDrawer({
  relationshipId,
  buyerName,
  onClose,
}: {
  relationshipId: number;
  buyerName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useBuyerTerms(relationshipId);
  const metadata = useMetadata();
  const session = useGuardSession();
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={2} size="h4">
          {t('relationships.terms.title', { name: buyerName })}
        </Title>
      }
      data-testid="buyer-terms-drawer"
    >
      {terms.isPending || metadata.isPending ? (
        <Skeleton h={320} />
      ) : terms.isError || metadata.isError ? (
        <ErrorAlert message={t('relationships.terms.loadFailed')}>
          <Button mt="sm" size="xs" variant="light" onClick={() => void terms.refetch()}>
            {t('relationships.retry')}
          </Button>
        </ErrorAlert>
      ) : (
        <Stack gap="lg">
          <div>
            <Text fw={600} mb="xs">
              {t('relationships.terms.credit')}
            </Text>
            <CreditSummary credit={terms.data.credit} currency={terms.data.currency} />
          </div>
          <Divider />
          <BuyerTermsForm key={terms.data.termsVersion} terms={terms.data} metadata={metadata.data} />
          {session && offersAdditives(session) && (
            <>
              <Divider />
              <AdditiveTermsSection
                key={`additives-${terms.data.termsVersion}`}
                terms={terms.data}
                metadata={metadata.data}
                closed={isClosed(terms.data)}
              />
            </>
          )}
          {metadata.data.features.platform.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS && (
            <>
              <Divider />
              <PurchaseRightsSection relationshipId={relationshipId} />
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

/** Terms are set only while the relationship is open on both sides. */
const isClosed = (terms: BuyerTerms) =>
  terms.sellerStatus === 'DECLINED' || terms.sellerStatus === 'DISABLED' || terms.buyerStatus !== 'ENABLED';

function BuyerTermsForm({ terms, metadata }: { terms: BuyerTerms; metadata: Metadata }) {
  const { t } = useTranslation();
  const update = useUpdateBuyerTerms();
  const form = useAppForm(BuyerTermsUpdateSchema, {
    creditLimit: terms.creditLimit ?? undefined,
    terminalIds: terms.terminalIds,
    products: terms.products,
    termsVersion: terms.termsVersion,
  });
  const closed = isClosed(terms);

  const submit = form.handleSubmit((values: BuyerTermsUpdate) =>
    update.mutateAsync({ relationshipId: terms.relationshipId, ...values }).then(
      () => notifications.show({ color: 'green', message: t('relationships.terms.saved') }),
      () => undefined,
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="buyer-terms-form">
      <Stack gap="md">
        {closed && (
          <Alert color="gray" variant="light">
            {t('relationships.terms.closed')}
          </Alert>
        )}
        {update.error && (
          <ErrorAlert message={isApiError(update.error) ? update.error.message : t('app.unexpectedError')} />
        )}
        <BuyerTermsFields control={form.control} metadata={metadata} currency={terms.currency} />
        <FormFooter
          submitLabel={t('relationships.terms.save')}
          loading={form.formState.isSubmitting}
          disabled={closed}
          submitTestId="terms-save"
        />
      </Stack>
    </form>
  );
}
