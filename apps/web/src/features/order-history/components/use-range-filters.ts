import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type HistoryFilters } from '../history-state';

export type Ranges = Pick<HistoryFilters, 'priceMin' | 'priceMax' | 'volumeMin' | 'volumeMax'>;
const RANGE_KEYS = ['priceMin', 'priceMax', 'volumeMin', 'volumeMax'] as const;
/** Typing a number applies it after a short pause, not on every key stroke. */
const TYPING_PAUSE_MS = 400;

export function pickRanges(f: HistoryFilters): Ranges {
  return { priceMin: f.priceMin, priceMax: f.priceMax, volumeMin: f.volumeMin, volumeMax: f.volumeMax };
}

/** The price and volume range fields' form; a typed change reaches the filters after a short pause. */
export function useRangeFilters(filters: HistoryFilters, onChange: (patch: Partial<HistoryFilters>) => void) {
  const { control, reset } = useForm<Ranges>({ defaultValues: pickRanges(filters) });
  const ranges = useWatch({ control });

  useEffect(() => {
    const timer = setTimeout(() => {
      const patch: Partial<Ranges> = {};
      for (const key of RANGE_KEYS) {
        const v = ranges[key] ?? null;
        // A refused text (NaN) changes no filter; the field says why.
        if (v !== filters[key] && (v === null || Number.isFinite(v))) patch[key] = v;
      }
      if (Object.keys(patch).length > 0) onChange(patch);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [ranges, filters, onChange]);

  return { control, reset };
}
