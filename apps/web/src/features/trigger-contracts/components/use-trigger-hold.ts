import { useEffect, useState } from 'react';
import { TIMER_TICK_MS } from '@fuel/domain/constants';
import { isApiError } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { holdTriggerPrice, type PriceHold } from '../api/place-trigger';
import { holdCountdown, triggerErrorMessage } from '../trigger-view';

export type Held = { hold: PriceHold; clockDifferenceMs: number };
export type Refusal = { code: string; message: string };

/** Holds the trigger price on the server when the checkout opens and counts the hold down. */
export function useTriggerHold(contractId: number) {
  const [held, setHeld] = useState<Held | null>(null);
  const [holding, setHolding] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const now = useNow(TIMER_TICK_MS);

  const hold = async () => {
    setHolding(true);
    setRefusal(null);
    try {
      const answer = await holdTriggerPrice(contractId);
      // The hold's answer carries no server time: the countdown runs on the browser's clock, and the
      // server refuses an expired hold whatever the browser shows.
      setHeld({ hold: answer, clockDifferenceMs: 0 });
    } catch (error) {
      setHeld(null);
      setRefusal(triggerErrorMessage(isApiError(error) ? error : null));
    } finally {
      setHolding(false);
    }
  };
  useEffect(() => {
    void hold();
    // The price is held once when the checkout opens; "Neuen Preis holen" renews it.
  }, []);

  const countdown = held ? holdCountdown(held.hold.expiresAt, now, held.clockDifferenceMs) : null;
  return { held, holding, refusal, setRefusal, hold, countdown };
}
