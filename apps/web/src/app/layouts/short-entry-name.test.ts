import { describe, expect, it } from 'vitest';
import { shortEntryName } from './menu-entries';

describe('shortEntryName (label in name, decision 031)', () => {
  it('keeps the full label when it contains the short one', () => {
    expect(shortEntryName({ label: 'Meine Verkäufer', shortLabel: 'Verkäufer' })).toBe('Meine Verkäufer');
    expect(shortEntryName({ label: 'Bestellungen', shortLabel: 'Bestellungen' })).toBe('Bestellungen');
  });

  it('starts with the visible short label when the full one does not contain it', () => {
    expect(shortEntryName({ label: 'Handelsplatz', shortLabel: 'Markt' })).toBe('Markt – Handelsplatz');
    expect(shortEntryName({ label: 'Dashboard', shortLabel: 'Start' })).toBe('Start – Dashboard');
  });
});
