import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OfflineTriggerInputSchema, TRIGGER_FIELD_LABELS, type OfflineTriggerInput, type TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { currencyOfFx } from '@fuel/domain/brands/currency';
import { formatMoney } from '@fuel/domain/formats/number';
import type { z } from 'zod';
import { useBrand } from '../../../brands/brand-context';
import { useSpelling } from '../../../i18n/use-spelling';
import { useBuyerRelationships } from '../../../lib/api/get-buyer-relationships';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useRecordOfflineTrigger, useSaveTriggerContract, useSetTriggerContractStatus } from '../api/change-trigger-contract';
import { petrolMixText } from '../petrol-mix-form';
import { contractColumns, ContractStatusBadge } from './contract-cells';
import { ContractForm, contractFormValues } from './contract-form';

type FormTarget = null | 'new' | TriggerContract;

/** The seller's "Trigger" tab: the month's contracts; create, edit, pause/resume, end, record offline triggers. */
export function SellerContracts({ contracts, month, metadata }: { contracts: TriggerContract[]; month: string; metadata: Metadata }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const buyers = useBuyerRelationships();
  const save = useSaveTriggerContract();
  const setStatus = useSetTriggerContractStatus();
  const confirm = useConfirm();
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [offline, setOffline] = useState<TriggerContract | null>(null);
  const spell = useSpelling();
  const productName = useCallback((id: number) => metadata.fuels.find((p) => p.id === id)?.name ?? `#${id}`, [metadata.fuels]);
  const editing = formTarget !== null && formTarget !== 'new' ? formTarget : null;

  const columns = useMemo((): DataColumn<TriggerContract>[] => {
    const common = contractColumns<undefined>(t, brand.id);
    return [
      { id: 'buyer', header: t('triggers.columns.buyer'), sortValue: (c) => c.buyer.name, cell: (c) => <Text fw={500}>{c.buyer.name}</Text> },
      ...common,
      {
        id: 'price',
        header: t('triggers.columns.price'),
        align: 'right',
        cell: (c) => (
          <Stack gap={0} align="flex-end">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={`seller-trigger-price-${c.id}`}>
              {c.price === null ? '—' : `${formatMoney(c.price, { brand: brand.id, currency: currencyOfFx(c.recipe.currencyFx), decimals: 2 })} / 100 L`}
            </Text>
            <Text size="xs" c="dimmed" data-testid={`seller-trigger-included-${c.id}`}>
              {spell(c.included)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'petrolMix',
        header: t('triggers.columns.petrolMix'),
        cell: (c) => (
          <Text size="sm" data-testid="trigger-petrol-mix">
            {c.petrolMix ? petrolMixText(c.petrolMix, productName, brand.id) : t('triggers.petrolMix.none')}
          </Text>
        ),
      },
      { id: 'status', header: t('triggers.columns.status'), sortValue: (c) => c.status, cell: (c) => <ContractStatusBadge status={c.status} /> },
      {
        id: 'actions',
        header: t('triggers.columns.actions'),
        hideable: false,
        cell: (c) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="xs" aria-label={t('triggers.columns.actions')} data-testid={`trigger-actions-${c.id}`}>
                <IconDots size={16} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={c.status === 'ENDED'} onClick={() => setFormTarget(c)} data-testid="trigger-action-edit">
                {t('triggers.actions.edit')}
              </Menu.Item>
              {c.status === 'ACTIVE' && (
                <Menu.Item onClick={() => setStatus.mutate({ id: c.id, status: 'PAUSED' })} data-testid="trigger-action-pause">
                  {t('triggers.actions.pause')}
                </Menu.Item>
              )}
              {c.status === 'PAUSED' && (
                <Menu.Item onClick={() => setStatus.mutate({ id: c.id, status: 'ACTIVE' })} data-testid="trigger-action-resume">
                  {t('triggers.actions.resume')}
                </Menu.Item>
              )}
              <Menu.Item disabled={c.status === 'ENDED'} onClick={() => setOffline(c)} data-testid="trigger-action-offline">
                {t('triggers.actions.offline')}
              </Menu.Item>
              <Menu.Item
                color="red"
                disabled={c.status === 'ENDED'}
                data-testid="trigger-action-end"
                onClick={() =>
                  confirm.ask({
                    title: t('triggers.endDialog.title'),
                    message: t('triggers.endDialog.message', { ekk: c.ekkNumber }),
                    confirmLabel: t('triggers.endDialog.confirm'),
                    cancelLabel: t('triggers.endDialog.cancel'),
                    danger: true,
                    run: () => setStatus.mutateAsync({ id: c.id, status: 'ENDED' }),
                  })
                }
              >
                {t('triggers.actions.end')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
      },
    ];
  }, [t, brand.id, setStatus, confirm, productName, spell]);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('triggers.monthRule')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget('new')} data-testid="new-trigger-contract">
          {t('triggers.newContract')}
        </Button>
      </Group>
      {setStatus.isError && <ErrorAlert message={setStatus.error.message} />}
      <DataTable
        data={contracts}
        columns={columns}
        getRowId={(c) => String(c.id)}
        rowProps={(c) => ({ 'data-testid': 'trigger-contract-row', 'data-ekk': c.ekkNumber })}
        emptyText={t('triggers.empty')}
        columnMenu
        testId="seller-trigger-contracts"
      />
      <Modal opened={formTarget !== null} onClose={() => setFormTarget(null)} size="xl" title={editing ? t('triggers.editContract') : t('triggers.newContract')} closeOnClickOutside={false}>
        {formTarget !== null && (
          <ContractForm
            key={editing?.id ?? 'new'}
            metadata={metadata}
            partiesLocked={editing?.hasTriggers ?? false}
            buyers={buyers.data ?? []}
            initial={contractFormValues(editing, month, new Date())}
            submitLabel={editing ? t('triggers.save') : t('triggers.create')}
            onCancel={() => setFormTarget(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: editing?.id ?? null, version: editing?.version ?? 0, input });
              notifications.show({ color: 'green', message: t('triggers.saved') });
              setFormTarget(null);
            }}
          />
        )}
      </Modal>
      <Modal opened={offline !== null} onClose={() => setOffline(null)} title={t('triggers.offline.title')}>
        {offline && <OfflineTriggerForm contract={offline} onDone={() => setOffline(null)} />}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}

/** A trigger made by phone: volume and the agreed price, counted against the remaining volume at once. */
function OfflineTriggerForm({ contract, onDone }: { contract: TriggerContract; onDone: () => void }) {
  const { t } = useTranslation();
  const record = useRecordOfflineTrigger();
  const spell = useSpelling();
  // Prefilled with the contract's current composed price (decision 048), which the seller may change to the agreed one.
  const form = useAppForm<z.input<typeof OfflineTriggerInputSchema>, OfflineTriggerInput>(OfflineTriggerInputSchema, {
    quantityCbm: undefined,
    price: contract.price ?? undefined,
    comment: '',
  });
  const submit = useServerSubmit(form, async (input) => {
    await record.mutateAsync({ id: contract.id, input });
    notifications.show({ color: 'green', message: t('triggers.offline.saved') });
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="offline-trigger-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('triggers.offline.hint')}
        </Text>
        {form.formState.errors.root && <ErrorAlert message={form.formState.errors.root.message} />}
        <NumberField control={form.control} name="quantityCbm" label={t('triggers.offline.quantity')} required decimals={3} signed={false} data-testid="offline-quantity" />
        <NumberField control={form.control} name="price" label={TRIGGER_FIELD_LABELS.price} required decimals={4} signed={false} data-testid="offline-price" />
        <Text size="xs" c="dimmed" data-testid="offline-price-included">
          {t('triggers.composition.offlineDefault', { included: spell(contract.included) })}
        </Text>
        <TextField control={form.control} name="comment" label={TRIGGER_FIELD_LABELS.comment} data-testid="offline-comment" />
        <FormFooter onCancel={onDone} submitLabel={t('triggers.offline.save')} loading={form.formState.isSubmitting} submitTestId="offline-trigger-submit" />
      </Stack>
    </form>
  );
}
