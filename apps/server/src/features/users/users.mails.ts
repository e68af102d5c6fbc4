import type { MailMessage } from '../../plugins/mail';
import { NEW_USER_LINK_TTL_MS } from './users.constants';

/** The invitation of a user a company admin created: a link to set the first password. */
export function newUserMail(
  to: { email: string; firstName: string; lastName: string; username: string },
  companyName: string,
  link: string,
): MailMessage {
  const days = Math.round(NEW_USER_LINK_TTL_MS / 86_400_000);
  return {
    to: to.email,
    subject: 'Ihr Zugang zum Handelsplatz',
    text: [
      `Guten Tag ${to.firstName} ${to.lastName},`,
      '',
      `für Sie wurde ein Zugang für ${companyName} angelegt. Ihr Benutzername lautet „${to.username}“.`,
      'Über diesen Link legen Sie Ihr Passwort fest:',
      '',
      link,
      '',
      `Der Link ist ${days} Tage gültig und kann nur einmal verwendet werden. Danach melden Sie sich mit Benutzername und Passwort an.`,
    ].join('\n'),
  };
}
