/** Texts of features/password-reset (web and server folder of the same name). */
export const passwordReset = {
  passwordReset: {
    identifier: 'Benutzername oder E-Mail-Adresse',
    request: 'Link anfordern',
    requested:
      'Falls ein Konto mit diesen Angaben existiert, haben wir Ihnen eine E-Mail gesendet. Sie enthält einen Link zum Zurücksetzen Ihres Passworts.',
    requestedTitle: 'E-Mail unterwegs',
    backToLogin: 'Zurück zur Anmeldung',
    checking: 'Link wird geprüft …',
    expiredTitle: 'Link abgelaufen',
    requestNew: 'Neuen Link anfordern',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Passwort wiederholen',
    rules: 'Ihr Passwort muss enthalten:',
    submit: 'Passwort speichern',
    doneTitle: 'Passwort geändert',
    done: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
    toLogin: 'Zur Anmeldung',
  },
};
