import type { HelpTab } from './types';

/** The seller's user guide: buyers, offers, prices, the work queue. */
export const sellerGuide: HelpTab = {
  id: 'verkaeufer',
  label: 'Verkäufer',
  intro:
    'Als Verkäufer veröffentlichen Sie Fest- und Live-Preis-Angebote für Ihre Käufer, legen deren Konditionen fest und bestätigen Aufträge. Diese Anleitung folgt dem Arbeitstag eines Händlers.',
  sections: [
    {
      id: 'kaeufer-freischalten',
      title: 'Käufer freischalten und Konditionen festlegen',
      paragraphs: [
        'Neue Anfragen erscheinen unter „Meine Käufer“ im Reiter „Neue Anfragen“; das Menü zeigt ihre Zahl. Sie nehmen eine Anfrage an, lehnen sie ab oder setzen sie in Prüfung, jeweils mit optionaler Nachricht. Bei einer Annahme erhält der Käufer immer eine E-Mail.',
        'Unter „Konditionen“ legen Sie je Käufer das Kreditlimit in {currency}, die erlaubten Terminals und die erlaubten Produkte mit ihrem Zahlungsziel (7, 14, 21, 30 oder 45 Tage) und einem optionalen Tageslimit fest. Bei der Annahme wählen Sie ein Zahlungsziel für alle Produkte; je Produkt ändern Sie es danach unter „Konditionen“. Ohne erlaubte Produkte kann der Käufer nichts bestellen.',
        'Deaktivieren beendet eine Geschäftsbeziehung: Der Käufer kann nicht mehr bestellen, die Konditionen werden gelöscht und die Beziehung muss neu eingerichtet werden.',
      ],
      keywords: ['Käufermanagement', 'Kreditlimit', 'Kredittage', 'Zahlungsziel', 'Anfrage'],
    },
    {
      id: 'angebot-anlegen',
      title: 'Ein Angebot anlegen',
      paragraphs: [
        'Unter „Meine Angebote“ legen Sie mit „Neues Angebot“ ein Angebot an: Produkt, Terminal, Gesamtmenge und Bestellmenge je Auftrag (min.–max., in cbm), Abholzeitraum, Angebotszeitraum und tägliche Handelszeit.',
        'Beim Festpreis geben Sie den Preis je 100L15 oder je Liter ein. Beim Live-Preis wählen Sie den ICE-Gasoil-Monat (M00 bis M06), den Devisenkurs (live oder fest), einen Aufschlag in USD/mt oder {currency}/cbm und die Dichte; der Preis folgt dann dem Markt. Optional begrenzt ein Mindestpreis den Fall des Preises.',
        'Ein Angebot ist aktiv, solange sein Zeitraum, die Handelszeit und die freie Menge es zulassen. Pausieren nimmt es aus dem Markt, Fortsetzen stellt es wieder hinein; Klonen legt eine pausierte Kopie an, Löschen entfernt es nach einer Rückfrage.',
      ],
      steps: [
        '„Neues Angebot“ öffnen und Produkt sowie Terminal wählen.',
        'Mengen, Abholzeitraum und Zeiten eintragen.',
        'Preisart wählen und den Preis oder die Live-Parameter eintragen.',
        'Speichern: Ihre freigeschalteten Käufer sehen das Angebot sofort.',
      ],
      keywords: ['Angebot', 'Festpreis', 'Live-Preis', 'Aufschlag', 'Dichte', 'Mindestpreis'],
    },
    {
      id: 'preis-engine',
      title: 'Die Preis-Engine',
      paragraphs: [
        'Die Preis-Engine (Benutzermenü, Werkzeuge) rechnet Live-Preise aus der Börse: ICE-Notierung in USD/mt, umgerechnet mit dem EUR/USD-Kurs und der Dichte in {currency}/100L15, plus Aufschläge, Energiesteuer und weitere Abgaben als eigene Regeln.',
        'Regeln gelten global, je Terminal, je Produkt, je Angebot oder je Kunde; die genaueste Regel gewinnt. Verfallsregeln (Expiry) rollen ein Angebot rechtzeitig vor dem Verfall des Front-Monats auf den Folgemonat. Die Preiszerlegung zeigt jeden Rechenschritt eines Preises.',
      ],
      keywords: ['Preisregeln', 'Expiry', 'Verfall', 'Dichte', 'Kundenregel', 'Energiesteuer'],
    },
    {
      id: 'auftraege-bestaetigen',
      title: 'Aufträge prüfen und bestätigen',
      paragraphs: [
        'Neue Aufträge erhalten Sie per E-Mail; die Zahl der offenen steht am Menüpunkt „Bestellungen“. Dort bestätigen Sie einen Auftrag oder lehnen ihn mit Begründung ab. Eine Bestätigung ist endgültig.',
        'Jeder Auftrag trägt Kontraktnummer, Lifting-Master-Nummer und Abholnummer, mit denen das Terminal die Abholung abwickelt.',
      ],
      keywords: ['Auftrag', 'Bestätigung', 'Arbeitsliste', 'Ablehnen'],
    },
    {
      id: 'trigger-vertraege',
      title: 'Trigger-Verträge verwalten',
      flags: ['TRIGGERS'],
      paragraphs: [
        'Unter „Verträge“ legen Sie für einen Käufer einen Monatsvertrag an: Produkt (auch ein Benzin-Mix mit Anteilen), Terminal, EKK-Nummer, Preisbasis (ICE-Monat plus Aufschlag; Energiesteuer, CO2-Abgabe und Fracht aus Ihren Preisregeln kommen hinzu, eine vereinbarte Fracht ersetzt die Frachtregeln), Monatsmenge, Bestellmenge je Trigger, Triggerzeiten und Tageslimit. Nur freigeschaltete Käufer können Verträge erhalten.',
        'Telefonische Abrufe erfassen Sie als Offline-Trigger; sie zählen gegen die Restmenge wie ein Online-Trigger. Die Trigger-Historie zeigt je Monat alle Abrufe mit Offline-Summe und CSV-Export. Nicht abgerufene Menge verfällt am Monatsende.',
      ],
      keywords: ['Trigger', 'Vertrag', 'EKK', 'Offline-Trigger', 'Benzin-Mix'],
    },
    {
      id: 'api-preise',
      title: 'Eigene Preise per Schnittstelle',
      paragraphs: [
        'Verkäufer mit Preisart „API“ senden eigene Kurse über eine Schnittstelle. Die Zugangsschlüssel dafür legen Sie in der Preis-Engine an; ein Schlüssel wird nur einmal angezeigt. Ihre Kurse sehen nur Sie und Ihre Käufer.',
      ],
      keywords: ['API', 'Token', 'Schnittstelle', 'Preis-Feed'],
    },
  ],
};
