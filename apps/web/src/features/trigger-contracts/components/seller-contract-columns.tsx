import { useMemo } from 'react';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import { currencyOfFx } from '@fuel/domain/brands/currency';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { useSpelling } from '../../../i18n/use-spelling';
import type { useConfirm } from '../../../ui/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import type { useSetTriggerContractStatus } from '../api/change-trigger-contract';
import { petrolMixText } from '../petrol-mix-form';
import { contractColumns, ContractStatusBadge } from './contract-cells';

type Actions = {
  setStatus: ReturnType<typeof useSetTriggerContractStatus>;
  confirm: ReturnType<typeof useConfirm>;
  onEdit: (contract: TriggerContract) => void;
  onOffline: (contract: TriggerContract) => void;
};

/** A contract's row menu: edit, pause or resume, record an offline trigger, end (after a confirmation). */
function ContractActionsMenu({
  contract,
  setStatus,
  confirm,
  onEdit,
  onOffline,
}: Actions & { contract: TriggerContract }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="xs"
          aria-label={t('triggers.columns.actions')}
          data-testid={`trigger-actions-${contract.id}`}
        >
          <IconDots size={16} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          disabled={contract.status === 'ENDED'}
          onClick={() => onEdit(contract)}
          data-testid="trigger-action-edit"
        >
          {t('triggers.actions.edit')}
        </Menu.Item>
        {contract.status === 'ACTIVE' && (
          <Menu.Item
            onClick={() => setStatus.mutate({ id: contract.id, status: 'PAUSED' })}
            data-testid="trigger-action-pause"
          >
            {t('triggers.actions.pause')}
          </Menu.Item>
        )}
        {contract.status === 'PAUSED' && (
          <Menu.Item
            onClick={() => setStatus.mutate({ id: contract.id, status: 'ACTIVE' })}
            data-testid="trigger-action-resume"
          >
            {t('triggers.actions.resume')}
          </Menu.Item>
        )}
        <Menu.Item
          disabled={contract.status === 'ENDED'}
          onClick={() => onOffline(contract)}
          data-testid="trigger-action-offline"
        >
          {t('triggers.actions.offline')}
        </Menu.Item>
        <Menu.Item
          color="red"
          disabled={contract.status === 'ENDED'}
          data-testid="trigger-action-end"
          onClick={() =>
            confirm.ask({
              title: t('triggers.endDialog.title'),
              message: t('triggers.endDialog.message', { ekk: contract.ekkNumber }),
              confirmLabel: t('triggers.endDialog.confirm'),
              cancelLabel: t('triggers.endDialog.cancel'),
              danger: true,
              run: () => setStatus.mutateAsync({ id: contract.id, status: 'ENDED' }),
            })
          }
        >
          {t('triggers.actions.end')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The seller's contract table: buyer, the common contract columns, price, petrol mix, status and the row menu. */
export function useSellerContractColumns({
  productName,
  setStatus,
  confirm,
  onEdit,
  onOffline,
}: Actions & { productName: (id: number) => string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const spell = useSpelling();
  return useMemo((): DataColumn<TriggerContract>[] => {
    const common = contractColumns<undefined>(t, brand.id);
    return [
      {
        id: 'buyer',
        header: t('triggers.columns.buyer'),
        sortValue: (c) => c.buyer.name,
        cell: (c) => <Text fw={500}>{c.buyer.name}</Text>,
      },
      ...common,
      {
        id: 'price',
        header: t('triggers.columns.price'),
        align: 'right',
        cell: (c) => (
          <Stack gap={0} align="flex-end">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid={`seller-trigger-price-${c.id}`}>
              {c.price === null
                ? '—'
                : `${formatMoney(c.price, { brand: brand.id, currency: currencyOfFx(c.recipe.currencyFx), decimals: 2 })} / 100 L`}
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
      {
        id: 'status',
        header: t('triggers.columns.status'),
        sortValue: (c) => c.status,
        cell: (c) => <ContractStatusBadge status={c.status} />,
      },
      {
        id: 'actions',
        header: t('triggers.columns.actions'),
        hideable: false,
        cell: (c) => (
          <ContractActionsMenu
            contract={c}
            setStatus={setStatus}
            confirm={confirm}
            onEdit={onEdit}
            onOffline={onOffline}
          />
        ),
      },
    ];
  }, [t, brand.id, setStatus, confirm, productName, spell, onEdit, onOffline]);
}
