import type { HelpTab } from './types';

/** The buyer's user guide: from the first connection to the pickup at the terminal. */
export const buyerGuide: HelpTab = {
  id: 'kaeufer',
  label: 'Käufer',
  intro:
    'Als Käufer bestellen Sie Heizöl, Diesel und Benzin bei den Verkäufern, mit denen Ihr Unternehmen verbunden ist. Diese Anleitung führt Sie vom ersten Verkäufer bis zur Abholung am Terminal.',
  sections: [
    {
      id: 'verkaeufer-verbinden',
      title: 'Verkäufer anfragen und freischalten lassen',
      paragraphs: [
        'Sie sehen nur Angebote von Verkäufern, mit denen eine aktive Geschäftsbeziehung besteht. Unter „Meine Verkäufer“ senden Sie eine Anfrage; der Verkäufer prüft sie, nimmt sie an oder lehnt sie ab. Über jede Entscheidung informiert Sie eine E-Mail.',
        'Mit der Annahme legt der Verkäufer Ihre Konditionen fest: Kreditlimit, die Produkte mit ihrem Zahlungsziel und die Terminals, an denen Sie abholen dürfen. Erst danach erscheinen seine Angebote im Handelsplatz.',
      ],
      steps: [
        'Öffnen Sie „Meine Verkäufer“ und klicken Sie auf „Verkäufer anfragen“.',
        'Wählen Sie den Verkäufer und schreiben Sie bei Bedarf eine kurze Nachricht, etwa Ihre Kundennummer.',
        'Senden Sie die Anfrage. Der Status steht auf „Angefragt“, bis der Verkäufer entschieden hat.',
      ],
      keywords: ['Geschäftsbeziehung', 'Anfrage', 'freischalten', 'Lieferant'],
    },
    {
      id: 'handelsplatz',
      title: 'Den Handelsplatz lesen',
      paragraphs: [
        'Der Handelsplatz zeigt alle aktiven Angebote Ihrer Verkäufer, sortiert nach Produktgruppe (Heizöl, Diesel, Benzin) und innerhalb der Gruppe nach Preis. Preise stehen in {currency} je 100 Liter bei 15 °C (100L15) und je Liter; Mengen in Kubikmetern (cbm).',
        'Jede Zeile nennt Verkäufer, Terminal (oder Lieferregion), die verfügbare Menge, die Bestellmenge von–bis, den Abholzeitraum und Ihr Zahlungsziel. Ein Live-Preis folgt dem ICE-Gasoil-Markt und ändert sich ohne Neuladen; ein Festpreis gilt bis zum angezeigten Zeitpunkt.',
        'Die Liste aktualisiert sich alle 30 Sekunden und bei jedem Wechsel des Marktfensters. Mit den Filtern grenzen Sie nach Produkt, Region und Terminal ein; auf dem Telefon erscheinen die Angebote als Karten.',
      ],
      keywords: ['Angebote', 'Marktplatz', 'Preise', 'Filter', 'Live-Preis'],
    },
    {
      id: 'favoriten',
      title: 'Favoriten: Ihr Markt mit einem Klick',
      paragraphs: [
        'Ein Favorit merkt sich, welche Produkte Sie an welchen Terminals bei welchen Verkäufern kaufen. Im Handelsplatz steht jeder Favorit als Schaltfläche über den Filtern; ein Klick zeigt nur noch die passenden Angebote, ein zweiter Klick hebt den Filter wieder auf.',
        'Ihre Favoriten werden bei der Anmeldung geladen und gehören Ihnen persönlich, nicht dem ganzen Unternehmen.',
      ],
      steps: [
        'Öffnen Sie im Benutzermenü „Favoriten“ (oder im Handelsplatz „Favorit anlegen“) und klicken Sie auf „Neuer Favorit“.',
        'Schritt 1: Wählen Sie die Produkte. Ohne Auswahl gilt der Favorit für alle Produkte.',
        'Schritt 2: Wählen Sie Regionen und Terminals. Eine Region wählt alle ihre Terminals; einzelne Terminals wählen Sie ab oder zu.',
        'Schritt 3: Wählen Sie die Verkäufer.',
        'Schritt 4: Geben Sie einen Namen ein, etwa „Diesel Nord“, prüfen Sie die Zusammenfassung und speichern Sie.',
      ],
      keywords: ['Favorit', 'Assistent', 'Wizard', 'Filter speichern'],
    },
    {
      id: 'bestellen',
      title: 'Bestellen: Warenkorb, Preisreservierung, Bestätigung',
      paragraphs: [
        'Geben Sie in der Zeile eines Angebots die Menge in cbm ein und legen Sie es in den Warenkorb. Der Warenkorb reserviert den Preis für kurze Zeit; der Countdown zeigt, wie lange. Ist er abgelaufen, aktualisieren Sie den Preis mit einem Klick.',
        'Vor dem Absenden bestätigen Sie die AGB und dass Sie die Buchung geprüft haben. „Kostenpflichtig bestellen“ sendet alle Positionen auf einmal; Sie erhalten eine Bestätigungsseite und eine E-Mail mit allen Aufträgen.',
        'Bricht die Verbindung beim Absenden ab, bietet der Dialog „Erneut senden“ an. Dieselbe Bestellung wird dabei sicher nur einmal angelegt.',
        'Eine Bestellung kann abgelehnt werden, wenn Ihr Kreditlimit nicht reicht, das Tageslimit erreicht ist, das Angebot inzwischen verkauft ist oder sich Ihr Zahlungsziel geändert hat. Die Meldung nennt den Grund; es wird dann nichts bestellt.',
      ],
      keywords: ['Warenkorb', 'Bestellung', 'Countdown', 'Kredit', 'Erneut senden'],
    },
    {
      id: 'abholung',
      title: 'Abholung am Terminal',
      paragraphs: [
        'Ware ab Terminal holen Ihre Fahrzeuge innerhalb des Abholzeitraums ab, der an der Bestellung steht. Am Terminal weist sich der Fahrer mit der Abholnummer aus; Kontraktnummer und Lifting-Master-Nummer stehen ebenfalls auf der Auftragsbestätigung.',
        'Ist für Ihre Plattform die Lieferung freigeschaltet, wählen Sie im Warenkorb eine Ihrer Lieferadressen. Lieferadressen pflegen Sie unter „Unternehmen“.',
      ],
      keywords: ['Abholnummer', 'Lifting', 'Fahrer', 'Lieferadresse'],
    },
    {
      id: 'bestellungen',
      title: 'Bestellungen und Export',
      paragraphs: [
        'Unter „Bestellungen“ finden Sie alle Aufträge mit Status, Preis, Menge, Rechnungsbetrag und Abholzeitraum. Filtern Sie nach Zeitraum, Produkt, Terminal, Verkäufer oder Status; jede Änderung eines Filters beginnt wieder auf Seite 1.',
        'Der CSV-Export liefert die gefilterte Liste für Ihre Buchhaltung. „Erneut bestellen“ (bei Spot-Bestellungen) legt dieselbe Menge zum heutigen Preis in den Warenkorb; einen Trigger-Abruf wiederholen Sie im Triggervertrag, Additive im Additiv-Markt.',
      ],
      keywords: ['Auftragshistorie', 'CSV', 'Export', 'Rechnung'],
    },
    {
      id: 'trigger',
      title: 'Trigger-Verträge abrufen',
      flags: ['TRIGGERS'],
      paragraphs: [
        'Mit einem Trigger-Vertrag sichert Ihnen ein Verkäufer eine Monatsmenge zu einem Preis auf Basis der ICE-Gasoil-Notierung plus Aufschlag; Energiesteuer, CO2-Abgabe und Fracht kommen wie bei einem Live-Angebot hinzu, die Liste nennt, was enthalten ist. Unter „Verträge“ sehen Sie die Verträge des Monats mit dem aktuellen Triggerpreis, der Restmenge und den heutigen Triggern.',
        'Innerhalb der Triggerzeit rufen Sie mit „Trigger“ eine Teilmenge ab: Menge und Lifting-Periode wählen, den gehaltenen Preis prüfen, bestätigen. Bei einem Benzin-Mix wird der Trigger nach den Anteilen in einen Auftrag je Produkt aufgeteilt; innerhalb der vereinbarten Flexibilität können Sie die Mengen je Produkt anpassen, abgeholt wird ab dem Abholbeginn des Vertrags. Ist Triggern gerade nicht möglich, nennt die Liste den Grund, etwa außerhalb der Triggerzeit oder Tageslimit erreicht.',
      ],
      keywords: ['Trigger', 'Abruf', 'Monatsmenge', 'Kontrakt'],
    },
    {
      id: 'preisalarme',
      title: 'Preisalarme',
      flags: ['PRICE_ALERT'],
      paragraphs: [
        'Ein Preisalarm schickt Ihnen eine E-Mail, sobald ein Angebot für ein Produkt an einem Terminal einen Preis erreicht, etwa „Heizöl EL in Hamburg ≤ 95,00 {currency}/100L15“. Jeder Alarm löst einmal aus; danach können Sie ihn bearbeiten und wieder aktivieren.',
      ],
      keywords: ['Alarm', 'Benachrichtigung', 'E-Mail'],
    },
  ],
};
