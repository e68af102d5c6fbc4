import type { HelpTab } from './types';

/** Frequent questions, grouped by topic; each question is a section. */
export const faqTabs: HelpTab[] = [
  {
    id: 'handel',
    label: 'Handel und Bestellungen',
    sections: [
      {
        id: 'keine-angebote',
        title: 'Warum sehe ich im Handelsplatz keine Angebote?',
        paragraphs: [
          'Sie sehen nur aktive Angebote von Verkäufern, mit denen Ihr Unternehmen eine aktive Geschäftsbeziehung hat, und nur für die Produkte und Terminals, die der Verkäufer Ihnen freigegeben hat. Prüfen Sie unter „Meine Verkäufer“ den Status. Außerhalb der täglichen Handelszeit eines Angebots ist es ebenfalls nicht sichtbar.',
        ],
        keywords: ['leer', 'nichts', 'Angebote fehlen'],
      },
      {
        id: 'preis-geaendert',
        title: 'Warum hat sich der Preis im Warenkorb geändert?',
        paragraphs: [
          'Live-Preise folgen der ICE-Gasoil-Börse und dem Devisenkurs. Der Warenkorb hält einen Preis nur für die Dauer des Countdowns. Danach aktualisieren Sie ihn; der neue Preis gilt wieder für die Reservierungszeit.',
        ],
        keywords: ['Reservierung', 'Countdown', 'abgelaufen'],
      },
      {
        id: 'live-preise-fehlen',
        title: 'Was bedeutet „Keine aktuellen Marktdaten“?',
        paragraphs: [
          'Ein Live-Preis braucht eine Börsennotierung, die höchstens zwei Minuten alt ist. Fehlt sie, blenden wir Live-Angebote aus, statt einen veralteten Preis zu zeigen. Festpreis-Angebote bleiben bestellbar. Sobald wieder Kurse eintreffen, erscheinen die Angebote von selbst.',
        ],
        keywords: ['Marktdaten', 'Börse', 'veraltet'],
      },
      {
        id: 'kredit',
        title: 'Meine Bestellung wurde wegen des Kreditlimits abgelehnt. Was nun?',
        paragraphs: [
          'Jeder Verkäufer gewährt Ihnen ein eigenes Kreditlimit. Offene, noch nicht fällige Aufträge belasten es bis zu ihrem Fälligkeitstag. Ist das Limit ausgeschöpft, wenden Sie sich an den Verkäufer; er kann das Limit anpassen. Im Warenkorb sehen Sie vorab, wie viel Kredit nach der Bestellung bleibt.',
        ],
        keywords: ['Kreditlimit', 'abgelehnt', 'INSUFFICIENT_CREDIT'],
      },
      {
        id: 'doppelt',
        title: 'Wird meine Bestellung doppelt angelegt, wenn ich erneut sende?',
        paragraphs: [
          'Nein. Jede Bestellung trägt einen eindeutigen Schlüssel. „Erneut senden“ nach einem Verbindungsabbruch schickt dieselbe Bestellung noch einmal, und der Server legt sie höchstens einmal an.',
        ],
        keywords: ['Verbindungsabbruch', 'offline', 'erneut senden'],
      },
      {
        id: 'stornieren',
        title: 'Kann ich eine Bestellung stornieren?',
        paragraphs: [
          'Eine abgesendete Bestellung ist verbindlich. Solange der Verkäufer sie nicht bestätigt hat, kann er sie ablehnen; sprechen Sie ihn dazu direkt an. Eine bestätigte Bestellung ist endgültig.',
        ],
        keywords: ['Storno', 'zurücknehmen', 'ablehnen'],
      },
    ],
  },
  {
    id: 'verkauf',
    label: 'Angebote und Käufer',
    sections: [
      {
        id: 'angebot-unsichtbar',
        title: 'Ein Käufer sieht mein Angebot nicht. Woran liegt es?',
        paragraphs: [
          'Prüfen Sie: Ist die Geschäftsbeziehung aktiv? Sind Produkt und Terminal des Angebots in den Konditionen des Käufers freigegeben? Läuft das Angebot (Zeitraum, tägliche Handelszeit, freie Menge) und ist es nicht pausiert? Bei Live-Preisen: Liegen aktuelle Marktdaten vor?',
        ],
        keywords: ['unsichtbar', 'Konditionen', 'freigeben'],
      },
      {
        id: 'live-preis-berechnung',
        title: 'Wie wird aus der Börsennotierung ein Preis je 100 Liter?',
        paragraphs: [
          'Preis in {currency}/100L15 = (ICE-Notierung in USD/mt + Aufschlag in USD/mt) ÷ Kurs USD je EUR × Dichte ÷ 10, dazu ein Aufschlag in {currency}/cbm ÷ 10 und Steuern und Abgaben je 100 L. Beispiel: 700 USD/mt, Kurs 1,08, Dichte 0,845 ergibt 54,77 EUR/100L15 vor Aufschlägen und Steuern.',
        ],
        keywords: ['Formel', 'Umrechnung', 'Dichte', 'USD/mt'],
      },
      {
        id: 'expiry',
        title: 'Warum wechselt mein Live-Angebot den ICE-Monat?',
        paragraphs: [
          'Der vordere ICE-Gasoil-Kontrakt verfällt kurz vor Monatsmitte. Verfallsregeln der Preis-Engine rollen Angebote vorher auf den Folgemonat und nach Ihrem Zeitplan wieder zurück, damit der Preis nie auf einem auslaufenden Kontrakt beruht.',
        ],
        keywords: ['Expiry', 'Verfall', 'Rollen', 'M00', 'Front-Monat'],
      },
    ],
  },
  {
    id: 'konto',
    label: 'Zugang und Konto',
    sections: [
      {
        id: 'gesperrt',
        title: 'Mein Zugang ist gesperrt. Wie komme ich wieder hinein?',
        paragraphs: [
          'Nach fünf fehlgeschlagenen Anmeldungen sperren wir den Zugang und senden Ihnen einen Link zum Zurücksetzen des Passworts. Haben Sie ihn nicht mehr, fordern Sie auf der Anmeldeseite unter „Passwort vergessen“ einen neuen an. Hat der Betreiber den Zugang gesperrt, wenden Sie sich an Ihren Administrator.',
        ],
        keywords: ['Sperre', 'Passwort vergessen', 'Anmeldung'],
      },
      {
        id: 'code-fehlt',
        title: 'Der Anmeldecode per E-Mail kommt nicht an.',
        paragraphs: [
          'Prüfen Sie den Spam-Ordner. Auf der Code-Seite fordern Sie einen neuen Code an; ältere Codes werden dabei ungültig. Ein Code ist nur wenige Minuten gültig.',
        ],
        keywords: ['2FA', 'Zwei-Faktor', 'Code'],
      },
      {
        id: 'sprache',
        title: 'Kann ich die Sprache oder die Zahlenschreibweise ändern?',
        paragraphs: [
          'Die Oberfläche ist deutsch. Im Fuß der Seite wählen Sie zwischen Deutsch und Deutsch (Schweiz); die Auswahl bleibt in Ihrem Browser gespeichert. Zahlen schreiben wir in der Schreibweise der Plattform.',
        ],
        keywords: ['Locale', 'Schweiz', 'Zahlenformat'],
      },
      {
        id: 'cookies',
        title: 'Welche Cookies verwenden Sie?',
        paragraphs: [
          'Notwendige Cookies halten Ihre Anmeldung und Ihre Cookie-Wahl (30 Tage). Analyse-Cookies setzen wir nur mit Ihrer Zustimmung. Ihre Wahl ändern Sie jederzeit unter „Cookie-Einstellungen“ im Fuß der Seite.',
        ],
        keywords: ['Datenschutz', 'Einwilligung', 'Analyse'],
      },
      {
        id: 'kontakt',
        title: 'Wie erreiche ich Sie?',
        paragraphs: [
          'Über das Kontaktformular (Menüpunkt „Kontakt“), per E-Mail an {email} oder telefonisch unter {phone}. Wir antworten in der Regel am selben Werktag.',
        ],
        keywords: ['Support', 'Hilfe', 'Telefon', 'E-Mail', 'Kontaktformular'],
      },
    ],
  },
];
