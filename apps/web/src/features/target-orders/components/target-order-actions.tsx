import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TargetOrder } from '@fuel/domain/contracts/target-orders';
import { useCellLayout } from '../../../ui/data-table/data-table-layout';
import type { TargetOrderAction } from '../api/change-target-order';

export type TargetOrderHandlers = {
  onEdit: (order: TargetOrder) => void;
  /** Pause and resume run at once; cancel asks first. */
  onAction: (order: TargetOrder, action: TargetOrderAction) => void;
};

/** Which buttons an order has: none once filled or cancelled; pause or resume only while valid. */
export function targetOrderButtons(order: TargetOrder) {
  const open = order.status === 'ACTIVE' || order.status === 'PAUSED';
  const valid = open && order.state !== 'EXPIRED';
  return {
    edit: open,
    pause: valid && order.status === 'ACTIVE',
    resume: valid && order.status === 'PAUSED',
    cancel: open,
  };
}

type Kind = 'edit' | TargetOrderAction;

const LOOK: Record<Kind, { label: 'edit' | 'pause' | 'resume' | 'cancelOrder'; variant: string; color?: string }> = {
  edit: { label: 'edit', variant: 'light' },
  pause: { label: 'pause', variant: 'default' },
  resume: { label: 'resume', variant: 'default' },
  cancel: { label: 'cancelOrder', variant: 'subtle', color: 'red' },
};

/** "Bearbeiten", "Pausieren"/"Fortsetzen" and "Stornieren" of a row; full width on a phone's card. */
export function TargetOrderActions({ order, onEdit, onAction }: TargetOrderHandlers & { order: TargetOrder }) {
  const { t } = useTranslation();
  const onCard = useCellLayout() === 'cards';
  const shown = targetOrderButtons(order);
  const kinds = (Object.keys(LOOK) as Kind[]).filter((kind) => shown[kind]);
  return (
    <Group gap={4} justify={onCard ? 'stretch' : 'flex-end'} grow={onCard} wrap={onCard ? 'wrap' : 'nowrap'}>
      {kinds.map((kind) => {
        const { label, variant, color } = LOOK[kind];
        return (
          <Button
            key={kind}
            size={onCard ? 'sm' : 'xs'}
            variant={variant}
            color={color}
            onClick={() => (kind === 'edit' ? onEdit(order) : onAction(order, kind))}
            aria-label={`${t(`targetOrders.${label}`)}: ${order.product.name}`}
            data-testid={`target-${kind}-${order.id}`}
          >
            {t(`targetOrders.${label}`)}
          </Button>
        );
      })}
    </Group>
  );
}
