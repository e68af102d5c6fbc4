import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contracts/errors';
import { RESET_LINK_EXPIRED_MESSAGE } from '../validation/password';
import { ERROR_MESSAGES, errorMessage } from './messages';

describe('ERROR_MESSAGES', () => {
  it('has a German sentence for every error code and nothing else', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[code], code).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
    }
  });

  it('uses the agreed texts for login and reset', () => {
    expect(ERROR_MESSAGES.INVALID_CREDENTIALS).toBe('Benutzername oder Passwort ist falsch.');
    expect(ERROR_MESSAGES.ACCOUNT_BLOCKED).toBe(
      'Ihr Zugang wurde nach 5 fehlgeschlagenen Anmeldeversuchen gesperrt. Bitte wenden Sie sich an Ihren Administrator oder setzen Sie Ihr Passwort zurück.',
    );
    expect(ERROR_MESSAGES.USER_BLOCKED).toBe('Ihr Zugang ist gesperrt. Bitte wenden Sie sich an Ihren Administrator.');
    expect(ERROR_MESSAGES.RATE_LIMITED).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
    expect(ERROR_MESSAGES.UNAUTHENTICATED).toBe('Bitte melden Sie sich an.');
    expect(ERROR_MESSAGES.RESET_LINK_EXPIRED).toBe(RESET_LINK_EXPIRED_MESSAGE);
  });

  it('tells a blocked user to contact the administrator (spec section 8)', () => {
    expect(ERROR_MESSAGES.ACCOUNT_BLOCKED).toContain('Administrator');
    expect(ERROR_MESSAGES.USER_BLOCKED).toContain('Administrator');
  });
});

describe('errorMessage', () => {
  it('gives the message of a known code and the technical message otherwise', () => {
    expect(errorMessage('FORBIDDEN')).toBe(ERROR_MESSAGES.FORBIDDEN);
    expect(errorMessage('SOMETHING_NEW')).toBe(ERROR_MESSAGES.INTERNAL_ERROR);
    expect(errorMessage('toString')).toBe(ERROR_MESSAGES.INTERNAL_ERROR);
    expect(errorMessage('')).toBe(ERROR_MESSAGES.INTERNAL_ERROR);
  });
});
