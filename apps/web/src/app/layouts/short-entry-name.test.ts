import { describe, expect, it } from 'vitest';
import { menuEntryName, shortEntryName } from './menu-entry-name';

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

describe('menuEntryName (label in name with the badge, WCAG 2.5.3)', () => {
  const orders = { label: 'Bestellungen', shortLabel: 'Bestellungen', badgeName: '3 zu bestätigen' };

  it('follows the shown label with the badge’s count and what it counts', () => {
    expect(menuEntryName(orders, 'full')).toBe('Bestellungen, 3 zu bestätigen');
    expect(
      menuEntryName(
        { label: 'Meine Käufer', shortLabel: 'Käufer', badgeName: '99+ neue Geschäftsbeziehungen' },
        'short',
      ),
    ).toBe('Meine Käufer, 99+ neue Geschäftsbeziehungen');
  });

  it('puts the count right after a short label the full one does not contain', () => {
    expect(menuEntryName({ label: 'Handelsplatz', shortLabel: 'Markt', badgeName: '2 neu' }, 'short')).toBe(
      'Markt, 2 neu – Handelsplatz',
    );
  });

  it('names an icon-only entry by its full label and count', () => {
    expect(menuEntryName({ label: 'Handelsplatz', shortLabel: 'Markt' }, 'icons')).toBe('Handelsplatz');
    expect(menuEntryName(orders, 'icons')).toBe('Bestellungen, 3 zu bestätigen');
  });
});
