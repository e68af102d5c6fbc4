import { describe, expect, it } from 'vitest';
import { spellForLocale, toSwissSpelling } from './spelling';

describe('Swiss spelling (brand B)', () => {
  it('writes ss for ß', () => {
    expect(toSwissSpelling('Mit freundlichen Grüßen, schließen Sie den Warenkorb')).toBe(
      'Mit freundlichen Grüssen, schliessen Sie den Warenkorb',
    );
  });

  it('writes MWST for every spelling of the VAT', () => {
    expect(toSwissSpelling('MwSt. (8,1 %): 12,00 CHF')).toBe('MWST (8,1 %): 12,00 CHF');
    expect(toSwissSpelling('zzgl. Mwst')).toBe('zzgl. MWST');
    expect(toSwissSpelling('Mehrwertsteuersatz')).toBe('MWST-Satz');
    expect(toSwissSpelling('USt-IdNr.')).toBe('MWST-Nr.');
    expect(toSwissSpelling('MWST')).toBe('MWST');
  });

  it('leaves German (brand A and C) unchanged', () => {
    expect(spellForLocale('de', 'Grüße, MwSt.')).toBe('Grüße, MwSt.');
    expect(spellForLocale('de-CH', 'Grüße, MwSt.')).toBe('Grüsse, MWST');
  });
});
