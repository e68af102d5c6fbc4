import { z } from 'zod';
import { emailString, requiredString } from '../validation/fields';

// The contact form (issue 18 part 6; spec sections 1 and 8): a logged-in user writes to the
// platform's team; the mail goes to the brand's e-mail address with the user's reply address.

export const CONTACT_FIELD_LABELS = {
  subject: 'Betreff',
  message: 'Nachricht',
  replyTo: 'Antwort an (E-Mail)',
} as const;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

/** How many messages one user may send per hour (spam and mistakes: a double click sends one). */
export const CONTACT_MESSAGES_PER_HOUR = 5;
export const CONTACT_RATE_LIMITED_MESSAGE =
  'Sie haben in der letzten Stunde bereits mehrere Nachrichten gesendet. Bitte versuchen Sie es später erneut oder rufen Sie uns an.';

/** POST /api/contact. */
export const ContactRequestSchema = z.object({
  subject: requiredString(CONTACT_FIELD_LABELS.subject, CONTACT_SUBJECT_MAX),
  message: requiredString(CONTACT_FIELD_LABELS.message, CONTACT_MESSAGE_MAX, { multiLine: true }),
  replyTo: emailString(CONTACT_FIELD_LABELS.replyTo),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
/** The form before validation (empty fields are strings). */
export type ContactFormValues = z.input<typeof ContactRequestSchema>;

/** 202: the message is queued for the mail (outbox) and leaves within moments. */
export const ContactAcceptedSchema = z.object({ accepted: z.literal(true) });
