import type { RelationshipDecision } from '@fuel/domain/contracts/relationships';
import type { MailMessage } from '../../plugins/mail';

type Recipient = { email: string; firstName: string; lastName: string };

const greeting = (to: Recipient) => `Guten Tag ${to.firstName} ${to.lastName},`;
const messageBlock = (message: string | null | undefined) => (message ? ['', 'Nachricht:', message] : []);

/** To the seller's administrators: a buyer asks to connect. */
export function relationshipRequestedMail(
  to: Recipient,
  buyerName: string,
  message: string | null,
  link: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Neue Anfrage einer Geschäftsbeziehung: ${buyerName}`,
    text: [
      greeting(to),
      '',
      `${buyerName} möchte eine Geschäftsbeziehung mit Ihnen aufnehmen.`,
      ...messageBlock(message),
      '',
      `Sie können die Anfrage unter „Meine Käufer“ annehmen, ablehnen oder in Prüfung setzen: ${link}`,
    ].join('\n'),
  };
}

const DECISION_TEXT: Record<RelationshipDecision, { subject: string; line: (seller: string) => string }> = {
  ACCEPT: {
    subject: 'Ihre Anfrage wurde angenommen',
    line: (seller) =>
      `${seller} hat Ihre Anfrage angenommen. Sie können ab sofort die Angebote von ${seller} auf dem Handelsplatz sehen und bestellen.`,
  },
  DECLINE: {
    subject: 'Ihre Anfrage wurde abgelehnt',
    line: (seller) => `${seller} hat Ihre Anfrage einer Geschäftsbeziehung abgelehnt.`,
  },
  IN_REVIEW: {
    subject: 'Ihre Anfrage ist in Prüfung',
    line: (seller) =>
      `${seller} prüft Ihre Anfrage einer Geschäftsbeziehung. Sie erhalten Bescheid, sobald die Prüfung abgeschlossen ist.`,
  },
  DISABLE: {
    subject: 'Ihre Geschäftsbeziehung wurde deaktiviert',
    line: (seller) =>
      `${seller} hat die Geschäftsbeziehung mit Ihnen deaktiviert. Bestellungen sind nicht mehr möglich; für eine erneute Zusammenarbeit senden Sie bitte eine neue Anfrage.`,
  },
};

/** To the buyer's administrators: the seller's decision. */
export function relationshipDecisionMail(
  to: Recipient,
  decision: RelationshipDecision,
  sellerName: string,
  message: string | null,
): MailMessage {
  const text = DECISION_TEXT[decision];
  return {
    to: to.email,
    subject: `${text.subject} (${sellerName})`,
    text: [greeting(to), '', text.line(sellerName), ...messageBlock(message)].join('\n'),
  };
}
