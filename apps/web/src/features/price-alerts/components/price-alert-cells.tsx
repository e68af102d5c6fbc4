import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRICE_ALERT_STATUS_LABELS, type PriceAlert } from '@fuel/domain/contracts/price-alerts';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { useAlertMoney } from './use-alert-money';

/** The alert's status, with the time and price reached once it triggered. */
export function PriceAlertStatusCell({ alert }: { alert: PriceAlert }) {
  const { t } = useTranslation();
  const money = useAlertMoney();
  return (
    <Stack gap={2}>
      <Badge color={alert.status === 'ACTIVE' ? 'teal' : 'orange'} variant="light">
        {PRICE_ALERT_STATUS_LABELS[alert.status]}
      </Badge>
      {alert.status === 'TRIGGERED' && alert.triggeredAt && (
        <Text size="xs" c="dimmed" data-testid={`price-alert-triggered-${alert.id}`}>
          {t('priceAlerts.triggeredAt', {
            time: formatDateTimeLong(alert.triggeredAt),
            price: alert.triggeredPrice === null ? '–' : money(alert.triggeredPrice),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The terminal's name with its city below. */
export function PriceAlertTerminalCell({ alert }: { alert: PriceAlert }) {
  return (
    <>
      <Text size="sm">{alert.terminal.name}</Text>
      <Text size="xs" c="dimmed">
        {alert.terminal.city}
      </Text>
    </>
  );
}
