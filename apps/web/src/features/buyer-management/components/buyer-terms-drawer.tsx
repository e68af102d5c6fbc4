import { useMemo } from 'react';
import { Alert, Button, Divider, Drawer, MultiSelect, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CREDIT_DAYS_OPTIONS } from '@fuel/domain/constants';
import { BuyerTermsUpdateSchema, type BuyerTerms, type BuyerTermsUpdate } from '@fuel/domain/contracts/buyer-management';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { isApiError } from '../../../lib/api-client';
import { useMetadata } from '../../../lib/api/get-metadata';
import { ErrorAlert } from '../../../ui/error-alert';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useBuyerTerms } from '../api/get-buyer-terms';
import { useUpdateBuyerTerms } from '../api/update-buyer-terms';
import { CreditSummary } from './credit-summary';
import { PurchaseRightsSection } from './purchase-rights-section';
import { FormFooter } from '../../../ui/form/form-footer';

/** The seller's terms for one buyer in a drawer: credit summary and the settings form. */
export function BuyerTermsDrawer({ relationshipId, buyerName, onClose }: { relationshipId: number; buyerName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useBuyerTerms(relationshipId);
  const metadata = useMetadata();
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={<Title order={2} size="h4">{t('relationships.terms.title', { name: buyerName })}</Title>} data-testid="buyer-terms-drawer">
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

function BuyerTermsForm({ terms, metadata }: { terms: BuyerTerms; metadata: Metadata }) {
  const { t } = useTranslation();
  const update = useUpdateBuyerTerms();
  const form = useAppForm(BuyerTermsUpdateSchema, {
    creditLimit: terms.creditLimit ?? undefined,
    paymentTermId: terms.paymentTermId ?? undefined,
    terminalIds: terms.terminalIds,
    products: terms.products,
    termsVersion: terms.termsVersion,
  });
  const selected = useWatch({ control: form.control, name: 'products' }) ?? [];
  const closed = terms.sellerStatus === 'DECLINED' || terms.sellerStatus === 'DISABLED' || terms.buyerStatus !== 'ENABLED';

  const productOptions = useMemo(
    () => [...metadata.fuels, ...(terms.additivesEnabled ? metadata.additives : [])].map((p) => ({ value: String(p.id), label: p.name })),
    [metadata, terms.additivesEnabled],
  );
  const productName = (id: number) => productOptions.find((o) => o.value === String(id))?.label ?? String(id);
  const terminalGroups = useMemo(
    () => metadata.regions.map((r) => ({ group: r.name, items: r.terminals.map((x) => ({ value: String(x.id), label: `${x.name} (${x.city})` })) })),
    [metadata],
  );
  const creditDaysOptions = CREDIT_DAYS_OPTIONS.map((d) => ({ value: String(d), label: t('relationships.terms.creditDaysOption', { days: d }) }));

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
        {update.error && <ErrorAlert message={isApiError(update.error) ? update.error.message : t('app.unexpectedError')} />}
        <NumberField
          control={form.control}
          name="creditLimit"
          label={t('relationships.terms.creditLimit', { currency: terms.currency })}
          required
          decimals={2}
          signed={false}
          data-testid="terms-credit-limit"
        />
        <Controller
          control={form.control}
          name="paymentTermId"
          render={({ field, fieldState }) => (
            <Select
              label={t('relationships.terms.paymentTerm')}
              required
              data={metadata.paymentTerms.map((p) => ({ value: String(p.id), label: p.label }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-testid="terms-payment-term"
            />
          )}
        />
        <Controller
          control={form.control}
          name="terminalIds"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('relationships.terms.terminals')}
              data={terminalGroups}
              value={(field.value ?? []).map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              searchable
              clearable
              data-testid="terms-terminals"
            />
          )}
        />
        <Controller
          control={form.control}
          name="products"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('relationships.terms.products')}
              data={productOptions}
              value={(field.value ?? []).map((p) => String(p.productId))}
              onChange={(ids) => {
                const current = field.value ?? [];
                // Keep the credit days and limits of products that stay selected.
                field.onChange(
                  ids.map(Number).map((productId) => current.find((p) => p.productId === productId) ?? { productId, creditDays: undefined, dailyLimitCbm: null }),
                );
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.root?.message ?? fieldState.error?.message}
              searchable
              data-testid="terms-products"
            />
          )}
        />
        {selected.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('relationships.terms.noProducts')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" data-testid="terms-product-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('relationships.terms.product')}</Table.Th>
                <Table.Th>{t('relationships.terms.creditDays')}</Table.Th>
                <Table.Th>{t('relationships.terms.dailyLimit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {selected.map((p, i) => (
                <Table.Tr key={p.productId} data-testid="terms-product-row">
                  <Table.Td>{productName(p.productId)}</Table.Td>
                  <Table.Td>
                    <Controller
                      control={form.control}
                      name={`products.${i}.creditDays`}
                      render={({ field, fieldState }) => (
                        <Select
                          aria-label={`${t('relationships.terms.creditDays')} ${productName(p.productId)}`}
                          required
                          data={creditDaysOptions}
                          value={typeof field.value === 'number' ? String(field.value) : null}
                          onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                          data-testid="terms-credit-days"
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberField
                      control={form.control}
                      name={`products.${i}.dailyLimitCbm`}
                      label=""
                      aria-label={`${t('relationships.terms.dailyLimit')} ${productName(p.productId)}`}
                      decimals={3}
                      signed={false}
                      data-testid="terms-daily-limit"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <FormFooter submitLabel={t('relationships.terms.save')} loading={form.formState.isSubmitting} disabled={closed} submitTestId="terms-save" />
      </Stack>
    </form>
  );
}
