import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIMER_TICK_MS } from '@fuel/domain/constants';
import { countdownState, secondsLeft } from '../countdown';

/** Seconds left of one reservation, ticking every second; red under 10 s (the duration itself is never shown). */
export function ReservationCountdown({
  expiresAt,
  clockOffsetMs,
  onExpired,
}: {
  expiresAt: string;
  clockOffsetMs: number;
  onExpired?: () => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const seconds = secondsLeft(expiresAt, now, clockOffsetMs);
  const state = countdownState(seconds);
  useEffect(() => {
    if (state === 'expired') onExpired?.();
  }, [state, onExpired]);
  return (
    <Text
      size="sm"
      fw={500}
      c={state === 'running' ? 'dimmed' : 'red'}
      data-testid="basket-countdown"
      data-seconds={seconds}
      aria-live="polite"
    >
      {state === 'expired' ? t('basket.priceExpired') : t('basket.priceReserved', { seconds })}
    </Text>
  );
}
