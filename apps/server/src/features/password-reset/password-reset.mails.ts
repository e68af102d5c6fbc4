import { PASSWORD_RESET_TTL_MS } from '@fuel/domain/constants';
import type { MailMessage } from '../../plugins/mail';

export function passwordResetMail(
  to: { email: string; firstName: string; lastName: string; username: string },
  link: string,
): MailMessage {
  const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60_000);
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
