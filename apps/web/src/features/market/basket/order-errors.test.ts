import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { ORDER_ERROR_CODES, orderErrorDialog } from './order-errors';

describe('orderErrorDialog', () => {
  it('opens the anonymous dialog for an offer that is no longer available', () => {
    expect(orderErrorDialog({ code: 'OFFER_NOT_AVAILABLE', message: 'Verkäufer X ...' })).toEqual({
      kind: 'unavailable',
    });
  });

  it('shows every other ordering code with the server message, or the German text of the code', () => {
    for (const code of ORDER_ERROR_CODES.filter((c) => c !== 'OFFER_NOT_AVAILABLE')) {
      expect(orderErrorDialog({ code })).toEqual({ kind: 'error', code, message: ERROR_MESSAGES[code] });
    }
    const volume = 'Für dieses Angebot ist nicht mehr genügend Menge verfügbar. Nur noch 2 cbm verfügbar.';
    expect(orderErrorDialog({ code: 'NOT_ENOUGH_VOLUME', message: volume })).toMatchObject({ message: volume });
  });

  it('turns unknown failures into the technical basket error', () => {
    for (const error of [{ code: 'NETWORK_ERROR', message: 'weg' }, { code: 'INTERNAL_ERROR' }, null]) {
      expect(orderErrorDialog(error)).toEqual({
        kind: 'error',
        code: 'BASKET_TECHNICAL_ERROR',
        message: ERROR_MESSAGES.BASKET_TECHNICAL_ERROR,
      });
    }
  });

  it('says a lost connection as such (status 0), with the message of the call', () => {
    const message =
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
    expect(orderErrorDialog({ status: 0, code: 'TIMEOUT', message })).toEqual({ kind: 'connection', message });
  });
});
