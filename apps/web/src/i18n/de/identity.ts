/** Texts of features/identity (web and server folder of the same name). */
export const identity = {
  login: {
    title: 'Anmelden',
    intro: 'Melden Sie sich mit Ihren Zugangsdaten an.',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    failed: 'Anmeldung fehlgeschlagen',
    codeTitle: 'Bestätigungscode eingeben',
    codeIntro:
      'Wir haben Ihnen einen 6-stelligen Bestätigungscode per E-Mail gesendet. Der Code ist {{minutes}} Minuten gültig.',
    code: 'Bestätigungscode',
    codeInvalid: 'Bitte geben Sie den 6-stelligen Code ein.',
    confirmCode: 'Code bestätigen',
    resendCode: 'Neuen Code senden',
    codeResent: 'Wir haben Ihnen einen neuen Code gesendet.',
    backToLogin: 'Zurück zur Anmeldung',
    loginAgain: 'Bitte melden Sie sich erneut an.',
  },
  logout: {
    done: 'Sie wurden erfolgreich abgemeldet.',
    loginAgain: 'Erneut anmelden',
  },
};
