import { describe, expect, test } from 'vitest';
import {
  canChangeEmptyBarrelStatus,
  nextEmptyBarrelStatuses,
  PREFERRED_DATE_INVALID_MESSAGE,
  PREFERRED_DATE_PAST_MESSAGE,
  preferredDateRefusal,
} from './empty-barrel-rules';

describe('empty-barrel status', () => {
  test('open and scheduled move on, done is final', () => {
    expect(nextEmptyBarrelStatuses('OPEN')).toEqual(['SCHEDULED', 'DONE']);
    expect(canChangeEmptyBarrelStatus('SCHEDULED', 'OPEN')).toBe(true);
    expect(canChangeEmptyBarrelStatus('SCHEDULED', 'DONE')).toBe(true);
    expect(canChangeEmptyBarrelStatus('DONE', 'OPEN')).toBe(false);
    expect(canChangeEmptyBarrelStatus('OPEN', 'OPEN')).toBe(false);
  });
});

describe('preferred date', () => {
  test('today and later are fine, earlier days and impossible dates are refused', () => {
    expect(preferredDateRefusal('2026-11-25', '2026-11-25')).toBeNull();
    expect(preferredDateRefusal('2027-01-02', '2026-11-25')).toBeNull();
    expect(preferredDateRefusal('2026-11-24', '2026-11-25')).toBe(PREFERRED_DATE_PAST_MESSAGE);
    expect(preferredDateRefusal('2026-02-30', '2026-01-01')).toBe(PREFERRED_DATE_INVALID_MESSAGE);
  });
});
