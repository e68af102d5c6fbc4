import { PASSWORD_MIN_LENGTH } from '../constants';

/** The special characters that count for the policy (spec section 5). */
export const PASSWORD_SPECIAL_CHARS = '!?$#%&';

export type PasswordProblem = 'TOO_SHORT' | 'NO_LOWERCASE' | 'NO_UPPERCASE' | 'NO_DIGIT_OR_SPECIAL' | 'MISMATCH';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  TOO_SHORT: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  NO_LOWERCASE: 'Das Passwort muss mindestens einen Kleinbuchstaben (a–z, ohne Umlaute) enthalten.',
  NO_UPPERCASE: 'Das Passwort muss mindestens einen Großbuchstaben (A–Z, ohne Umlaute) enthalten.',
  NO_DIGIT_OR_SPECIAL: 'Das Passwort muss mindestens eine Ziffer oder eines der Sonderzeichen ! ? $ # % & enthalten.',
  MISMATCH: 'Die Passwörter stimmen nicht überein.',
};

/** The policy as bullet lines shown beside a new-password form. */
export const PASSWORD_RULES_TEXT: string[] = [
  `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen`,
  'Mindestens ein Kleinbuchstabe (a–z, ohne Umlaute)',
  'Mindestens ein Großbuchstabe (A–Z, ohne Umlaute)',
  'Mindestens eine Ziffer und/oder eines der Sonderzeichen ! ? $ # % &',
  'Beide Eingaben müssen übereinstimmen',
];

/** Spec section 5: messages for a wrong password and an expired reset link. */
export const WRONG_PASSWORD_MESSAGE = 'Das eingegebene Passwort ist falsch.';
export const RESET_LINK_EXPIRED_MESSAGE =
  'Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.';

const DIGIT_OR_SPECIAL = /[0-9!?$#%&]/;

/**
 * Checks a new password against the policy of spec section 5 and, when `repeat` is given, that
 * both entries match. Returns the problems in a fixed order; an empty array means the password
 * is fine. Length counts characters (code points) of the NFC form, which is what gets hashed.
 */
export function checkPassword(password: string, repeat?: string): PasswordProblem[] {
  const pw = password.normalize('NFC');
  const problems: PasswordProblem[] = [];
  if ([...pw].length < PASSWORD_MIN_LENGTH) problems.push('TOO_SHORT');
  // a-z and A-Z only: umlauts and other letters are allowed in a password but do not count.
  if (!/[a-z]/.test(pw)) problems.push('NO_LOWERCASE');
  if (!/[A-Z]/.test(pw)) problems.push('NO_UPPERCASE');
  if (!DIGIT_OR_SPECIAL.test(pw)) problems.push('NO_DIGIT_OR_SPECIAL');
  if (repeat !== undefined && repeat.normalize('NFC') !== pw) problems.push('MISMATCH');
  return problems;
}

/**
 * The problems as form field messages, the first one per field: policy problems on `password`,
 * a mismatch on `passwordRepeat` (the shape of PasswordResetConfirm).
 */
export function passwordProblemFields(problems: readonly PasswordProblem[]): {
  password?: string;
  passwordRepeat?: string;
} {
  const fields: { password?: string; passwordRepeat?: string } = {};
  const policy = problems.find((p) => p !== 'MISMATCH');
  if (policy) fields.password = PASSWORD_MESSAGES[policy];
  if (problems.includes('MISMATCH')) fields.passwordRepeat = PASSWORD_MESSAGES.MISMATCH;
  return fields;
}
