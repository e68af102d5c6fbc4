import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TargetOrder } from '@fuel/domain/contracts/target-orders';
import { addPageTexts, targetOrdersTexts } from '../../../i18n/page-texts';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { useMetadata } from '../../../lib/api/get-metadata';
import { FormModal, type FormTarget } from '../../../ui/form-modal';
import { useSaveTargetOrder } from '../api/save-target-order';
import { TargetOrderForm, type AccountChoice } from './target-order-form';
import { initialWhere, newTargetValues, targetFormValuesOf, type TargetPrefill } from './target-order-values';

export type TargetOrderDialogProps = {
  /** null: closed; 'new': a new order (with `prefill` from a market row); otherwise the order being edited. */
  target: FormTarget<TargetOrder>;
  prefill?: TargetPrefill | null;
  onClose: () => void;
};

/** A parent account (it has child accounts) chooses whom a new order is for. */
function useAccountChoice(): AccountChoice | null {
  const ownAccountId = useCurrentUser()?.account.id;
  const children = useMetadata().data?.shareholderChildAccount ?? [];
  return ownAccountId !== undefined && children.length > 0 ? { ownAccountId, children } : null;
}

/**
 * The new/edit target order dialog, for the list and for the market's "Zielpreis setzen" (which loads
 * this module on first click); saving closes it with a confirmation.
 */
export default function TargetOrderDialog({ target, prefill = null, onClose }: TargetOrderDialogProps) {
  const { t, i18n } = useTranslation();
  // The texts load with this chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, targetOrdersTexts);
  const metadata = useMetadata().data;
  const accounts = useAccountChoice();
  const save = useSaveTargetOrder();
  const delivered = metadata?.features.platform.DELIVERED_PRODUCTS === true;
  // A delivered market row takes the buyer's only address; without delivered products there is none to take.
  const addresses = (delivered && metadata?.deliveryAddresses) || [];
  const valuesOf = (editing: TargetOrder | null) =>
    editing ? targetFormValuesOf(editing) : newTargetValues(prefill, accounts?.ownAccountId, addresses);
  return (
    <FormModal
      target={target}
      onClose={onClose}
      titles={{ create: t('targetOrders.newOrder'), edit: t('targetOrders.editOrder') }}
      keyOf={(order) => order.id}
    >
      {(editing) => {
        if (!metadata) return null;
        const values = valuesOf(editing);
        return (
          <TargetOrderForm
            metadata={metadata}
            values={values}
            initialWhere={initialWhere(values, editing ? null : prefill, delivered)}
            accounts={editing ? null : accounts}
            currentPrice={editing ? editing.bestPrice : (prefill?.targetPrice ?? null)}
            onCancel={onClose}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: editing?.id ?? null, input });
              notifications.show({ color: 'green', message: t('targetOrders.saved') });
              onClose();
            }}
          />
        );
      }}
    </FormModal>
  );
}
