/** Texts of features/contact (web and server folder of the same name). */
export const contact = {
  contact: {
    intro:
      'Schreiben Sie uns: Fragen zu Angeboten, Bestellungen, Ihrem Zugang oder Verbesserungsvorschläge. Wir antworten an die angegebene Adresse, in der Regel am selben Werktag.',
    fillIn: 'Bitte füllen Sie Betreff, Nachricht und Antwortadresse aus.',
    fillInTitle: 'Angaben fehlen',
    send: 'Nachricht senden',
    sendFailed: 'Die Nachricht konnte nicht gesendet werden',
    sendFailedHint: 'Bitte versuchen Sie es erneut oder schreiben Sie uns direkt an {{email}}.',
    sentTitle: 'Nachricht gesendet',
    sent: 'Vielen Dank! Ihre Nachricht ist bei uns eingegangen; wir antworten an {{replyTo}}.',
    another: 'Weitere Nachricht schreiben',
    direct: 'Direkt erreichen Sie uns',
    phone: 'Telefon',
    email: 'E-Mail',
    helpHint: 'Viele Antworten finden Sie sofort im Hilfe-Center.',
    toHelp: 'Zum Hilfe-Center',
    characters: '{{count}} / {{max}} Zeichen',
  },
};
