import type { ContactRequest } from '@fuel/domain/contracts/contact';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import type { MailMessage } from '../../plugins/mail';

export type ContactSender = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  accountId: number;
  accountName: string;
  accountType: 'buyer' | 'seller' | 'admin';
};

const ACCOUNT_TYPES = { buyer: 'Käufer', seller: 'Verkäufer', admin: 'Administrator' } as const;

/**
 * The contact form's message to the platform's team (the brand's address): who wrote, from which
 * company, and the text as typed. Reply-To is the address the user gave, so "Antworten" reaches them.
 */
export function contactMail(
  to: string,
  sender: ContactSender | null,
  input: ContactRequest,
  sentAt: Date,
): MailMessage {
  // A user removed since has no name to show; the message still reaches the team.
  const from = sender
    ? [
        `Von: ${sender.firstName} ${sender.lastName} (Benutzername „${sender.username}“)`,
        `Unternehmen: ${sender.accountName} (${ACCOUNT_TYPES[sender.accountType]}, Konto-Nr. ${sender.accountId})`,
      ]
    : ['Von: ein inzwischen entfernter Benutzer'];
  return {
    to,
    replyTo: input.replyTo,
    subject: `Kontaktformular: ${input.subject}`,
    text: [
      'Über das Kontaktformular des Handelsplatzes ist eine Nachricht eingegangen.',
      '',
      ...from,
      `Antwort an: ${input.replyTo}`,
      ...(sender ? [`E-Mail im Profil: ${sender.email}`] : []),
      ...(sender?.phone ? [`Telefon im Profil: ${sender.phone}`] : []),
      `Gesendet: ${formatDateTimeLong(sentAt)}`,
      '',
      `Betreff: ${input.subject}`,
      '',
      input.message,
    ].join('\n'),
  };
}
