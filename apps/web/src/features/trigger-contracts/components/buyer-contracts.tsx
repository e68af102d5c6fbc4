import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import type { Currency } from '@fuel/domain/formats/number';
import { useLivePrice, type LivePrice } from '../../../lib/live/use-live-price';
import { DataTable, type RowStateComponent } from '../../../ui/data-table/data-table';
import { triggerDisabledText } from '../trigger-view';
import { useBuyerContractColumns, type BuyerContractRowState } from './buyer-contract-columns';
import { TriggerCheckout } from './trigger-checkout';

/** A contract's row re-prices in place on every tick of its ICE month and FX (no request). */
const LiveContractRow: RowStateComponent<TriggerContract, BuyerContractRowState> = ({ row, render }) => {
  const live = useLivePrice(row.recipe, Math.round((row.price ?? 0) * 10_000));
  // Without a server price and before the first tick there is nothing to show: the connection is interrupted.
  const state: LivePrice =
    row.price === null && live.priceE4 === 0 ? { state: 'stale', priceE4: null, flash: null } : live;
  return <>{render({ live: state, disabledText: triggerDisabledText(row, state) })}</>;
};

/** The buyer's contracts of the month: live trigger price, remaining volume, today's triggers, and "Trigger". */
export function BuyerContracts({ contracts, currency }: { contracts: TriggerContract[]; currency: Currency }) {
  const { t } = useTranslation();
  const [checkout, setCheckout] = useState<TriggerContract | null>(null);
  const columns = useBuyerContractColumns({ currency, onTrigger: setCheckout });
  return (
    <>
      <DataTable
        data={contracts}
        columns={columns}
        RowState={LiveContractRow}
        getRowId={(c) => String(c.id)}
        rowProps={(c) => ({ 'data-testid': 'trigger-contract-row', 'data-ekk': c.ekkNumber, 'data-contract-id': c.id })}
        emptyText={t('triggers.empty')}
        columnMenu
        testId="buyer-trigger-contracts"
      />
      <TriggerCheckout contract={checkout} currency={currency} onClose={() => setCheckout(null)} />
    </>
  );
}
