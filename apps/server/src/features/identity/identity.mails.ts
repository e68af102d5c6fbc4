import { LOGIN_CODE_TTL_MS } from '@fuel/domain/constants';
import type { MailMessage } from '../../plugins/mail';

export function loginCodeMail(to: { email: string; firstName: string; lastName: string }, code: string): MailMessage {
  const minutes = Math.round(LOGIN_CODE_TTL_MS / 60_000);
  return {
    to: to.email,
    subject: 'Ihr Anmeldecode',
    text: [
      `Guten Tag ${to.firstName} ${to.lastName},`,
      '',
      `Ihr Anmeldecode lautet: ${code}`,
      '',
      `Der Code ist ${minutes} Minuten gültig. Geben Sie ihn auf der Anmeldeseite ein, um Ihre Anmeldung abzuschließen.`,
      '',
      'Falls Sie sich nicht angemeldet haben, ändern Sie bitte Ihr Passwort und informieren Sie Ihren Administrator.',
    ].join('\n'),
  };
}
