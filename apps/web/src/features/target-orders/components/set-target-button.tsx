import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCellLayout } from '../../../ui/data-table/data-table-layout';
import type { TargetPrefill } from './target-order-values';

// The form, its texts and its calls load on the first click: the market's own chunk stays small.
const TargetOrderDialog = lazy(() => import('./target-order-dialog'));

/** "Zielpreis setzen" of a market row (issue 29): the target order form with the row's product, place and price. */
export function SetTargetButton({ prefill, offerId }: { prefill: TargetPrefill; offerId: number }) {
  const { t } = useTranslation();
  const onCard = useCellLayout() === 'cards';
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        fullWidth={onCard}
        leftSection={<IconTarget size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid={`set-target-${offerId}`}
      >
        {t('marketplace.setTarget')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TargetOrderDialog target="new" prefill={prefill} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
