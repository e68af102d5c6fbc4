import { useEffect, useState } from 'react';

/**
 * The current time (epoch ms), refreshed every `intervalMs`: a live price must turn stale without a tick,
 * and expiry rolls change a recipe at a set minute.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
