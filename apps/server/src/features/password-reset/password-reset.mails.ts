import { PASSWORD_RESET_TTL_MS } from '@fuel/domain/constants';
import type { MailMessage } from '../../plugins/mail';

type Recipient = { email: string; firstName: string; lastName: string; username: string };
const linkMinutes = () => Math.round(PASSWORD_RESET_TTL_MS / 60_000);

export function passwordResetMail(to: Recipient, link: string): MailMessage {
  const minutes = linkMinutes();
  return {
    to: to.email,
    subject: 'Passwort zurücksetzen',
    text: [
      `Guten Tag ${to.firstName} ${to.lastName},`,
      '',
      `für Ihren Zugang „${to.username}“ wurde das Zurücksetzen des Passworts angefordert. Über diesen Link legen Sie ein neues Passwort fest:`,
      '',
      link,
      '',
      `Der Link ist ${minutes} Minuten gültig und kann nur einmal verwendet werden.`,
      '',
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt dann unverändert.',
    ].join('\n'),
  };
}

/** Sent at once when failed logins block the user: what happened, and the way back in. */
export function lockoutResetMail(to: Recipient, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Ihr Zugang wurde gesperrt',
    text: [
      `Guten Tag ${to.firstName} ${to.lastName},`,
      '',
      `Ihr Zugang „${to.username}“ wurde nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt. Angemeldete Sitzungen bleiben bestehen; eine neue Anmeldung ist erst nach dem Zurücksetzen des Passworts wieder möglich. Über diesen Link legen Sie ein neues Passwort fest:`,
      '',
      link,
      '',
      `Der Link ist ${linkMinutes()} Minuten gültig und kann nur einmal verwendet werden. Wenn Sie den Link nicht rechtzeitig nutzen, fordern Sie auf der Anmeldeseite unter „Passwort vergessen“ einen neuen an.`,
      '',
      'Falls Sie diese Anmeldeversuche nicht selbst unternommen haben, versucht möglicherweise jemand, sich mit Ihrem Zugang anzumelden. Wählen Sie ein neues Passwort, das Sie nirgends sonst verwenden, und informieren Sie Ihren Administrator.',
    ].join('\n'),
  };
}
