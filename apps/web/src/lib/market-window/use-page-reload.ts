import { useEffect, useRef } from 'react';
import { onMarketReload } from './page-reload';

/** Calls `listener` on every page-reload event while the component is mounted. */
export function usePageReload(listener: () => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onMarketReload(() => latest.current()), []);
}
