// The business time zone of each brand (decision 063): brands A and C trade on Europe/Berlin, the
// Swiss brand B on Europe/Zurich (the same clock today). Days and times are shown in it.
import { DEFAULT_TIME_ZONE } from '../formats/date';

export type BusinessTimeZone = 'Europe/Berlin' | 'Europe/Zurich';

/** The zone the days and times of a brand are in: brand B is Swiss. */
export function brandTimeZone(brand: string): BusinessTimeZone {
  return brand === 'B' ? 'Europe/Zurich' : (DEFAULT_TIME_ZONE as BusinessTimeZone);
}
