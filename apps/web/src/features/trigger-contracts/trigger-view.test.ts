import { describe, expect, it } from 'vitest';
import { errorMessage } from '@fuel/domain/errors/messages';
import {
  defaultLiftingPeriod,
  holdCountdown,
  monthChoices,
  triggerDisabledText,
  triggerErrorMessage,
} from './trigger-view';

describe('triggerDisabledText', () => {
  it('shows the server reason as sent', () => {
    expect(triggerDisabledText({ disabledReason: 'Außerhalb der Triggerzeit' }, { state: 'live' })).toBe(
      'Außerhalb der Triggerzeit',
    );
  });
  it('is null when the server allows it and the price is live', () => {
    expect(triggerDisabledText({ disabledReason: null }, { state: 'live' })).toBeNull();
  });
  it('turns a stale live price into the interrupted connection', () => {
    expect(triggerDisabledText({ disabledReason: null }, { state: 'stale' })).toBe(
      'Verbindung zum Verkäufer unterbrochen',
    );
  });
});

describe('holdCountdown', () => {
  const expiresAt = '2026-11-24T10:00:30.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('counts down on the server clock', () => {
    expect(holdCountdown(expiresAt, at('2026-11-24T10:00:00.000Z'), 0)).toEqual({ text: '00:30', expired: false });
    // The browser is 10 s behind the server: 20 s are left.
    expect(holdCountdown(expiresAt, at('2026-11-24T10:00:00.000Z'), 10_000)).toEqual({ text: '00:20', expired: false });
  });
  it('rounds up partial seconds and expires at zero', () => {
    expect(holdCountdown(expiresAt, at('2026-11-24T10:00:29.500Z'), 0)).toEqual({ text: '00:01', expired: false });
    expect(holdCountdown(expiresAt, at('2026-11-24T10:00:31.000Z'), 0)).toEqual({ text: '00:00', expired: true });
  });
});

describe('defaultLiftingPeriod', () => {
  it('starts today inside the month and ends on its last day', () => {
    expect(defaultLiftingPeriod('2026-11', '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
  });
  it('starts on the first day of a month ahead', () => {
    expect(defaultLiftingPeriod('2027-02', '2026-11-24')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});

describe('triggerErrorMessage', () => {
  it('keeps the server message of a known code', () => {
    expect(triggerErrorMessage({ code: 'TRIGGER_DAILY_LIMIT_REACHED', message: 'Heute schon 2 Trigger.' })).toEqual({
      code: 'TRIGGER_DAILY_LIMIT_REACHED',
      message: 'Heute schon 2 Trigger.',
    });
  });
  it.each([
    'TRIGGER_NOT_ALLOWED',
    'TRIGGER_OUTSIDE_TIME',
    'TRIGGER_QUANTITY_OUT_OF_RANGE',
    'TRIGGER_LIFTING_PERIOD_INVALID',
    'TRIGGER_VOLUME_EXHAUSTED',
  ])('falls back to the domain text of %s', (code) => {
    expect(triggerErrorMessage({ code })).toEqual({ code, message: errorMessage(code) });
  });
  it('turns anything unexpected into "close the basket and retry"', () => {
    expect(triggerErrorMessage({ code: 'INTERNAL', message: 'boom' })).toEqual({
      code: 'TRIGGER_TECHNICAL_ERROR',
      message: errorMessage('TRIGGER_TECHNICAL_ERROR'),
    });
    expect(triggerErrorMessage(null).message).toContain('schließen Sie den Warenkorb');
  });
});

describe('monthChoices', () => {
  it('lists next month, this month and the past, across the year', () => {
    expect(monthChoices('2026-01', 2)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
