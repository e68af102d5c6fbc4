import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants';
import {
  checkPassword,
  PASSWORD_MESSAGES,
  PASSWORD_RULES_TEXT,
  PASSWORD_SPECIAL_CHARS,
  passwordProblemFields,
  RESET_LINK_EXPIRED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type PasswordProblem,
} from './password';

describe('checkPassword', () => {
  it('accepts a password that meets every rule', () => {
    expect(checkPassword('Demo!2026')).toEqual([]);
    expect(checkPassword('Demo!2026', 'Demo!2026')).toEqual([]);
    expect(checkPassword('abcdefG1')).toEqual([]);
  });

  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword('Abcde1!')).toEqual(['TOO_SHORT']);
    expect(checkPassword('Abcdef1!')).toEqual([]);
    expect(checkPassword('')).toEqual(['TOO_SHORT', 'NO_LOWERCASE', 'NO_UPPERCASE', 'NO_DIGIT_OR_SPECIAL']);
  });

  it('counts characters, not UTF-16 units', () => {
    // Seven characters, one of which is an emoji of two UTF-16 units.
    expect(checkPassword('Abcde1😀')).toEqual(['TOO_SHORT']);
    expect(checkPassword('Abcdef1😀')).toEqual([]);
  });

  it('needs a lower-case letter a-z; umlauts do not count', () => {
    expect(checkPassword('ABCDEFG1')).toEqual(['NO_LOWERCASE']);
    expect(checkPassword('ABCDEFG1äöüß')).toEqual(['NO_LOWERCASE']);
    expect(checkPassword('ABCDEFG1x')).toEqual([]);
  });

  it('needs an upper-case letter A-Z; umlauts do not count', () => {
    expect(checkPassword('abcdefg1')).toEqual(['NO_UPPERCASE']);
    expect(checkPassword('abcdefg1ÄÖÜ')).toEqual(['NO_UPPERCASE']);
    expect(checkPassword('abcdefg1X')).toEqual([]);
  });

  it('needs a digit and/or one of ! ? $ # % &', () => {
    expect(PASSWORD_SPECIAL_CHARS).toBe('!?$#%&');
    expect(checkPassword('Abcdefgh')).toEqual(['NO_DIGIT_OR_SPECIAL']);
    for (const ch of ['0', '9', ...PASSWORD_SPECIAL_CHARS]) expect(checkPassword(`Abcdefg${ch}`), ch).toEqual([]);
    expect(checkPassword('Abcdefg1!')).toEqual([]);
  });

  it('does not count other special characters', () => {
    for (const ch of ['@', '*', '-', '_', '.', ' ', '§', '€', '+', '(', '٣']) {
      expect(checkPassword(`Abcdefg${ch}`), ch).toEqual(['NO_DIGIT_OR_SPECIAL']);
    }
  });

  it('reports a mismatch only when the repeat is given and differs', () => {
    expect(checkPassword('Demo!2026', 'Demo!2027')).toEqual(['MISMATCH']);
    expect(checkPassword('Demo!2026', '')).toEqual(['MISMATCH']);
    expect(checkPassword('Demo!2026', 'demo!2026')).toEqual(['MISMATCH']);
    expect(checkPassword('Demo!2026', undefined)).toEqual([]);
  });

  it('treats both Unicode spellings of an umlaut as the same password', () => {
    const composed = 'Grüße!2026';
    const decomposed = composed.normalize('NFD');
    expect(checkPassword(composed, decomposed)).toEqual([]);
  });

  it('lists every problem in a fixed order', () => {
    expect(checkPassword('ä', 'ö')).toEqual([
      'TOO_SHORT',
      'NO_LOWERCASE',
      'NO_UPPERCASE',
      'NO_DIGIT_OR_SPECIAL',
      'MISMATCH',
    ]);
  });
});

describe('password messages', () => {
  it('has a German message for every problem', () => {
    const problems: PasswordProblem[] = [
      'TOO_SHORT',
      'NO_LOWERCASE',
      'NO_UPPERCASE',
      'NO_DIGIT_OR_SPECIAL',
      'MISMATCH',
    ];
    expect(Object.keys(PASSWORD_MESSAGES).sort()).toEqual([...problems].sort());
    expect(PASSWORD_MESSAGES.TOO_SHORT).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(PASSWORD_MESSAGES.MISMATCH).toBe('Die Passwörter stimmen nicht überein.');
    for (const p of problems) expect(PASSWORD_MESSAGES[p]).toMatch(/\.$/);
  });

  it('states the policy as bullet lines', () => {
    expect(PASSWORD_RULES_TEXT).toHaveLength(5);
    expect(PASSWORD_RULES_TEXT[0]).toContain('8 Zeichen');
    expect(PASSWORD_RULES_TEXT.join(' ')).toContain('! ? $ # % &');
  });

  it('has the wrong-password and expired-link messages of spec section 5', () => {
    expect(WRONG_PASSWORD_MESSAGE).toBe('Das eingegebene Passwort ist falsch.');
    expect(RESET_LINK_EXPIRED_MESSAGE).toBe(
      'Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
    );
  });
});

describe('passwordProblemFields', () => {
  it('puts the first policy problem on password and a mismatch on passwordRepeat', () => {
    expect(passwordProblemFields(checkPassword('abc', 'abd'))).toEqual({
      password: PASSWORD_MESSAGES.TOO_SHORT,
      passwordRepeat: PASSWORD_MESSAGES.MISMATCH,
    });
    expect(passwordProblemFields(['NO_UPPERCASE', 'NO_DIGIT_OR_SPECIAL'])).toEqual({
      password: PASSWORD_MESSAGES.NO_UPPERCASE,
    });
    expect(passwordProblemFields(['MISMATCH'])).toEqual({ passwordRepeat: PASSWORD_MESSAGES.MISMATCH });
    expect(passwordProblemFields([])).toEqual({});
  });
});
