import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_FORMAT_MESSAGE,
  emailString,
  isBlank,
  isSafeText,
  rawTextString,
  textString,
  unsafeTextMessage,
  isValidEmail,
  maxLengthMessage,
  requiredMessage,
  requiredString,
} from './fields';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('requiredMessage', () => {
  it('is the text of spec section 5', () => {
    expect(requiredMessage('Vorname')).toBe('Vorname ist ein Pflichtfeld.');
  });
});

describe('isBlank', () => {
  it('is true for nothing, empty text, white space only and an empty list', () => {
    for (const v of [undefined, null, '', ' ', '\t\n ', '\u00a0', []]) expect(isBlank(v), JSON.stringify(v)).toBe(true);
  });

  it('is false for anything with content', () => {
    for (const v of ['a', ' a ', '0', 0, false, ['x'], {}]) expect(isBlank(v), JSON.stringify(v)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const v of [
      'max.mustermann@heizoel-schmidt.de',
      'a@b.ch',
      'Info@Fuelmarkt.DE',
      'first+tag@mail.example.co.uk',
      "o'brien@example.com",
      'info@müller-heizöl.de',
      'x@xn--mller-kva.de',
      'user@sub-domain.example.org',
    ]) {
      expect(isValidEmail(v), v).toBe(true);
    }
  });

  it('refuses what is not an ordinary address', () => {
    for (const v of [
      '',
      'plainaddress',
      '@example.de',
      'user@',
      'user@example',
      'user@example.d',
      'user@@example.de',
      'us er@example.de',
      ' user@example.de',
      'user@example.de ',
      'user@exa mple.de',
      '.user@example.de',
      'user.@example.de',
      'us..er@example.de',
      'user@-example.de',
      'user@example-.de',
      'user@example..de',
      'user@.example.de',
      'user@example.de.',
      'user@example.123',
      'a@b@c.de',
    ]) {
      expect(isValidEmail(v), v).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.de`;
    expect(long.length).toBeGreaterThan(254);
    expect(isValidEmail(long)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(60)}.de`)).toBe(true);
  });
});

describe('requiredString', () => {
  const schema = requiredString('Firma', 10);

  it('trims and accepts text', () => {
    expect(schema.parse('  Shell  ')).toBe('Shell');
  });

  it('gives only the required message for missing, empty and blank values', () => {
    for (const v of [undefined, null, '', '   ', '\n'])
      expect(messages(schema, v), JSON.stringify(v)).toEqual(['Firma ist ein Pflichtfeld.']);
  });

  it('gives a length message above the maximum, counted after trimming', () => {
    expect(messages(schema, 'x'.repeat(11))).toEqual([maxLengthMessage('Firma', 10)]);
    expect(maxLengthMessage('Firma', 10)).toBe('Firma darf höchstens 10 Zeichen lang sein.');
    expect(schema.parse(`  ${'x'.repeat(10)}  `)).toBe('x'.repeat(10));
  });

  it('allows 200 characters by default', () => {
    const schema200 = requiredString('Name');
    expect(schema200.safeParse('x'.repeat(200)).success).toBe(true);
    expect(schema200.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('works inside an object schema with the message on the field', () => {
    const form = z.object({ lastName: requiredString('Nachname') });
    const result = form.safeParse({ lastName: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['lastName'], message: 'Nachname ist ein Pflichtfeld.' });
  });
});

describe('emailString', () => {
  const schema = emailString('E-Mail');

  it('trims and accepts a valid address', () => {
    expect(schema.parse('  einkauf@heizoel-schmidt.de ')).toBe('einkauf@heizoel-schmidt.de');
  });

  it('gives only the required message when empty', () => {
    expect(messages(schema, '')).toEqual(['E-Mail ist ein Pflichtfeld.']);
    expect(messages(schema, '  ')).toEqual(['E-Mail ist ein Pflichtfeld.']);
    expect(messages(schema, undefined)).toEqual(['E-Mail ist ein Pflichtfeld.']);
  });

  it('gives the format message for an invalid address', () => {
    expect(messages(schema, 'kein-at-zeichen.de')).toEqual([EMAIL_FORMAT_MESSAGE]);
    expect(messages(schema, 'a b@c.de')).toEqual([EMAIL_FORMAT_MESSAGE]);
    expect(EMAIL_FORMAT_MESSAGE).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });
});

describe('the one text schema: no control characters, no lone surrogates', () => {
  it('isSafeText refuses NUL, other C0 controls and lone surrogates, keeps pairs and umlauts', () => {
    for (const v of ['a\u0000b', 'a\u0001', '\u001f', 'a\tb', 'a\nb', 'a\uD800b', 'a\uDC00', '\uD800'])
      expect(isSafeText(v), JSON.stringify(v)).toBe(false);
    for (const v of ['', 'Müller & Söhne', 'Straße 1', '😀 ok', 'a\u007fb'])
      expect(isSafeText(v), JSON.stringify(v)).toBe(true);
  });

  it('multi-line text keeps tab, line feed and carriage return, but not NUL', () => {
    expect(isSafeText('Zeile 1\r\nZeile 2\tx', true)).toBe(true);
    expect(isSafeText('a\u0000b', true)).toBe(false);
    expect(isSafeText('a\u000bb', true)).toBe(false);
  });

  it('requiredString, textString and rawTextString give the German unsafe-text message', () => {
    expect(messages(requiredString('Firma'), 'a\u0000b')).toEqual([unsafeTextMessage('Firma')]);
    expect(messages(textString('Notiz', 100, { multiLine: true }), 'x\uD800')).toEqual([unsafeTextMessage('Notiz')]);
    expect(messages(textString('Notiz', 100, { multiLine: true }), 'a\nb')).toEqual([]);
    expect(messages(rawTextString('Passwort'), ' Geheim\u0000 ')).toEqual([unsafeTextMessage('Passwort')]);
    expect(unsafeTextMessage('Firma')).toBe('Firma enthält unzulässige Zeichen.');
  });

  it('keeps the required and length messages', () => {
    expect(messages(requiredString('Firma', 5), '  ')).toEqual([requiredMessage('Firma')]);
    expect(messages(textString('Notiz', 3), 'abcd')).toEqual([maxLengthMessage('Notiz', 3)]);
    expect(textString('Notiz').parse('  x  ')).toBe('x');
  });
});
