import { Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../lib/market-window/countdown';
import { useMarketWindow } from '../../lib/market-window/use-market-window';

/**
 * "Nächstes Marktfenster in mm:ss" in the header, on two lines from 1440 px; below only the clock and
 * the time (the full sentence stays the accessible name and the tooltip). Nothing without a window.
 */
export function MarketWindowCountdown() {
  const { t } = useTranslation();
  const { remainingMs } = useMarketWindow();
  if (remainingMs === null) return null;
  const time = formatCountdown(remainingMs);
  const seconds = Math.ceil(remainingMs / 1000);
  const label = t('marketWindow.countdownLabel', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  return (
    <Group
      gap={8}
      wrap="nowrap"
      role="timer"
      aria-label={label}
      title={label}
      data-testid="market-window-countdown"
      data-remaining-ms={remainingMs}
      style={{ flex: 'none' }}
    >
      <IconClockHour4 size={20} stroke={1.6} aria-hidden />
      <Stack gap={0} aria-hidden>
        <Text size="xs" c="dimmed" lh={1.3} visibleFrom="xl">
          {t('marketWindow.nextWindow')}
        </Text>
        <Text size="sm" lh={1.3}>
          <Text span inherit visibleFrom="xl">
            {t('marketWindow.in')}{' '}
          </Text>
          <Text span inherit fw={600} ff="monospace" data-testid="market-window-countdown-time">
            {time}
          </Text>
        </Text>
      </Stack>
    </Group>
  );
}
