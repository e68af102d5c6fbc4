import type { HelpTab } from './types';

/** The company admin's guide: team, rights, company data, security. */
export const adminGuide: HelpTab = {
  id: 'firmenadmin',
  label: 'Firmenadministrator',
  intro:
    'Firmenadministratoren verwalten das Team ihres Unternehmens, die Firmendaten und die Lieferadressen. Die Rechte gelten für Käufer- wie für Verkäuferunternehmen.',
  sections: [
    {
      id: 'team',
      title: 'Benutzer anlegen und bearbeiten',
      paragraphs: [
        'Unter „Einstellungen“ im Reiter „Team verwalten“ sehen Sie alle Benutzer Ihres Unternehmens. „Benutzer hinzufügen“ legt einen Zugang an; der neue Benutzer erhält per E-Mail einen Link, mit dem er sein Passwort selbst festlegt (7 Tage gültig).',
        'Sie vergeben und entziehen Administratorrechte und, bei Käufern, das Kaufrecht („Bestellungen aufgeben“). Das Kaufrecht kann erst vergeben werden, wenn Ihr Unternehmen für den Online-Handel freigeschaltet ist. Die eigenen Administratorrechte können Sie sich nicht selbst entziehen.',
      ],
      steps: [
        '„Einstellungen“ öffnen, Reiter „Team verwalten“.',
        '„Benutzer hinzufügen“, Name, E-Mail und Rechte eintragen.',
        'Speichern: Der Benutzer erhält den Link zum Festlegen des Passworts.',
      ],
      keywords: ['Benutzerverwaltung', 'Rechte', 'Administrator', 'Kaufrecht', 'Team'],
    },
    {
      id: 'entfernen',
      title: 'Benutzer entfernen',
      paragraphs: [
        'Einen Benutzer entfernen Sie nicht selbst: „Entfernen“ stellt eine Anfrage an den Betreiber der Plattform, der sie prüft und ausführt. Bis dahin bleibt der Zugang bestehen; eine offene Anfrage ist in der Liste markiert.',
        'Soll ein Zugang sofort ruhen, etwa nach dem Ausscheiden eines Mitarbeiters, wenden Sie sich über das Kontaktformular oder telefonisch unter {phone} an uns; der Betreiber kann Zugänge sofort sperren.',
      ],
      keywords: ['löschen', 'sperren', 'Löschanfrage', 'Betreiber'],
    },
    {
      id: 'firmendaten',
      title: 'Firmendaten und Lieferadressen',
      paragraphs: [
        'Unter „Unternehmen“ pflegen Administratoren die Firmenanschrift und die Lieferadressen (Firma, Straße, PLZ, Ort, Ansprechpartner, Kontakt vor Ort, Lieferhinweise). Alle Benutzer des Unternehmens sehen sie; ändern dürfen nur Administratoren.',
        'Eine gelöschte Lieferadresse verschwindet aus der Auswahl, bleibt aber an früheren Bestellungen erhalten. Stammdaten wie Firmenname oder Umsatzsteuer-ID ändert der Betreiber auf Ihre Nachricht hin.',
      ],
      keywords: ['Adresse', 'Lieferadresse', 'Stammdaten', 'Anschrift'],
    },
    {
      id: 'sicherheit',
      title: 'Sicherheit: Passwort, Sperre, Zwei-Faktor',
      paragraphs: [
        'Passwörter haben mindestens 8 Zeichen mit Klein- und Großbuchstaben sowie einer Ziffer oder einem der Sonderzeichen ! ? $ # % &. Nach fünf fehlgeschlagenen Anmeldungen wird der Zugang gesperrt und der Benutzer erhält einen Link zum Zurücksetzen des Passworts.',
        'Die Anmeldung mit E-Mail-Code (Zwei-Faktor) aktivieren Sie je Benutzer im Profil: Nach dem Passwort fragt die Anmeldung dann einen sechsstelligen Code ab, den wir per E-Mail senden.',
      ],
      keywords: ['2FA', 'Zwei-Faktor', 'Passwort', 'Sperre', 'Anmeldung'],
    },
  ],
};

/** The parent (shareholder, "Aviat") account's guide: acting for child accounts and their rules. */
export const parentGuide: HelpTab = {
  id: 'gesellschafter',
  label: 'Gesellschafter (Aviaten)',
  intro:
    'Ein Gesellschafterkonto (Mutterkonto) handelt für seine Aviaten, die angeschlossenen Gesellschafter. Es legt fest, was jeder Aviat kaufen darf, und sieht deren Markt und Bestellungen.',
  sections: [
    {
      id: 'aviaten-ueberblick',
      title: 'Aviaten im Überblick',
      paragraphs: [
        'Unter „Aviaten“ sehen Sie Ihre Gesellschafterkonten mit ihren Einstellungen in den Reitern Zahlungsziele, Tageslimit, Abholzeitraum-Verkürzung, Preisaufschlag und Terminals. Nur Firmenadministratoren des Mutterkontos ändern die Einstellungen. Das Zahlungsziel legt der jeweilige Verkäufer je Produkt fest; es gilt auch für die Bestellungen der Aviaten.',
      ],
      keywords: ['Aviat', 'Gesellschafter', 'Tochterkonto', 'Mutterkonto'],
    },
    {
      id: 'aviaten-regeln',
      title: 'Regeln je Aviat',
      paragraphs: [
        'Das Tageslimit begrenzt die Menge in cbm, die ein Aviat je Kalendertag über alle Produkte kauft; die Auslastung von heute steht daneben. Es beginnt um Mitternacht neu.',
        'Der Preisaufschlag von 0 bis 10 {currency} je 100 L kommt auf den Preis des Verkäufers; ein Abschlag ist nicht möglich. Die Abholzeitraum-Verkürzung verkürzt den Abholzeitraum der Angebote um die eingestellten Tage. Erlaubte Terminals grenzen den Markt des Aviats ein.',
        'Alle Regeln gelten bei der Bestellung auf dem Server: Auch zwei gleichzeitige Bestellungen überschreiten das Tageslimit nicht.',
      ],
      keywords: ['Tageslimit', 'Preisaufschlag', 'Abholzeitraum', 'Verkürzung', 'Kaufrecht'],
    },
    {
      id: 'aviat-markt',
      title: 'Den Markt eines Aviats ansehen und für ihn bestellen',
      paragraphs: [
        'Im Handelsplatz wählen Sie oben unter „Konto“ einen Aviat. Sie sehen dann genau seinen Markt: nur seine Terminals, Preise mit seinem Aufschlag und den verkürzten Abholzeitraum. Eine Bestellung in dieser Ansicht gilt für den Aviat.',
        'In „Bestellungen“ filtern Sie über „Gesellschafter“ nach den Aufträgen eines Aviats.',
      ],
      keywords: ['Kontoauswahl', 'Gesellschafterfilter', 'für Aviat bestellen'],
    },
  ],
};
