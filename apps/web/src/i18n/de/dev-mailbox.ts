/** Texts of features/dev-mailbox (web and server folder of the same name). */
export const devMailbox = {
  mailbox: {
    devOnly: 'Nur in der Entwicklungsumgebung sichtbar',
    empty: 'Noch keine E-Mails versendet.',
    to: 'An',
    replyTo: 'Antwort an',
    autoRefresh: 'Aktualisiert sich alle 2 Sekunden.',
    notSent: 'nur im Postausgang',
    loadFailed: 'Das Postfach konnte nicht geladen werden.',
  },
};
