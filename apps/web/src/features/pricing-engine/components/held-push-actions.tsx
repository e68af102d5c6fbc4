import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEngineTranslation } from '../use-engine-translation';
import type { HeldPricePush } from '@fuel/domain/contracts/market-data';
import type { useConfirm } from '../../../ui/confirm-dialog';
import { useConfirmHeldPrice } from '../api/confirm-held-price';
import { useDiscardHeldPrice } from '../api/discard-held-price';
import { useRailFormats } from './use-rail-formats';

type Props = {
  held: HeldPricePush;
  /** The section's dialog, so one dialog serves every row. */
  confirm: ReturnType<typeof useConfirm>;
};

/** "Bestätigen" (asks before the prices go live) and "Verwerfen" for one held push. */
export function HeldPushActions({ held: h, confirm }: Props) {
  const { t } = useEngineTranslation();
  const { percent, price } = useRailFormats();
  const confirmHeld = useConfirmHeldPrice();
  const discardHeld = useDiscardHeldPrice();
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        onClick={() =>
          confirm.ask({
            title: t('pricingEngine.api.confirmTitle'),
            message: t('pricingEngine.api.confirmText', {
              offer: h.offerId ?? '—',
              pushed: price(h.pushedPriceE4),
              reference: price(h.referencePriceE4),
              deviation: percent(h.deviationBp),
            }),
            confirmLabel: t('pricingEngine.api.confirm'),
            cancelLabel: t('pricingEngine.cancel'),
            run: async () => {
              await confirmHeld.mutateAsync(h.id);
              notifications.show({ color: 'green', message: t('pricingEngine.api.confirmed') });
            },
          })
        }
        data-testid={`held-confirm-${h.id}`}
      >
        {t('pricingEngine.api.confirm')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() =>
          confirm.ask({
            title: t('pricingEngine.api.discardTitle'),
            message: t('pricingEngine.api.discardText'),
            confirmLabel: t('pricingEngine.api.discard'),
            cancelLabel: t('pricingEngine.cancel'),
            danger: true,
            run: async () => {
              await discardHeld.mutateAsync(h.id);
              notifications.show({ message: t('pricingEngine.api.discarded') });
            },
          })
        }
        data-testid={`held-discard-${h.id}`}
      >
        {t('pricingEngine.api.discard')}
      </Button>
    </Group>
  );
}
