/** Texts of features/terms (web and server folder of the same name). */
export const terms = {
  legal: {
    toLogin: 'Zur Anmeldung',
    operator: 'Betreiber',
    address: 'Anschrift',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    register: 'Handelsregister',
    registerNumber: 'Registernummer',
    vatId: 'USt-IdNr.',
    managingDirectors: 'Vertretungsberechtigte Geschäftsführung',
    responsible: 'Verantwortlich für den Inhalt: {{managingDirectors}}, Anschrift wie oben.',
    termsOperator:
      'Betreiber des Handelsplatzes und Anbieter dieser Bedingungen: {{company}}, {{street}}, {{postCode}} {{city}}, {{country}}.',
    privacyLaw: 'Datenschutz-Grundverordnung (DSGVO) und Bundesdatenschutzgesetz (BDSG)',
    privacySections: [
      {
        title: '1. Verantwortlicher',
        text: 'Verantwortlich für die Verarbeitung Ihrer Daten auf diesem Handelsplatz ist die {{company}}, {{street}}, {{postCode}} {{city}}, {{country}}, E-Mail {{email}}, Telefon {{phone}}.',
      },
      {
        title: '2. Zwecke und Rechtsgrundlagen',
        text: 'Wir verarbeiten die Daten Ihres Zugangs (Name, E-Mail, Telefon, Unternehmen) und Ihre Bestellungen, um den Handelsplatz bereitzustellen und die Verträge zwischen Käufern und Verkäufern abzuwickeln. Rechtsgrundlage ist die {{law}}.',
      },
      {
        title: '3. Empfänger',
        text: 'Die Daten einer Bestellung erhalten der Verkäufer und der Käufer dieser Bestellung. Technische Dienstleister verarbeiten Daten nur in unserem Auftrag.',
      },
      {
        title: '4. Speicherdauer',
        text: 'Wir speichern die Daten, solange Ihr Zugang besteht, und Vertragsdaten so lange, wie es die handels- und steuerrechtlichen Aufbewahrungsfristen verlangen.',
      },
      {
        title: '5. Cookies',
        text: 'Für die Anmeldung setzen wir ein notwendiges Sitzungs-Cookie. Statistik-Cookies setzen wir nur mit Ihrer Einwilligung; Sie ändern sie jederzeit unter „Cookie-Einstellungen“ im Seitenfuß.',
      },
      {
        title: '6. Ihre Rechte',
        text: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Datenübertragbarkeit. Schreiben Sie uns an {{email}}.',
      },
    ],
  },
  terms: {
    summaryTitle: 'Das Wichtigste in Kürze',
    summary: [
      'Der Handelsplatz vermittelt Kaufverträge über Heizöl, Kraftstoffe und Additive zwischen verbundenen Käufern und Verkäufern.',
      'Bestellungen sind verbindlich, sobald Sie sie im Warenkorb bestätigt haben; es gelten Preis, Menge und Abholzeitraum des Angebots.',
      'Abholung erfolgt ab Terminal innerhalb des vereinbarten Abholzeitraums; bei Lieferung an die angegebene Lieferadresse.',
      'Zahlungsziele und Kreditlimits legt der jeweilige Verkäufer fest.',
      'Ihre Zugangsdaten sind vertraulich; Handlungen unter Ihrem Zugang werden Ihrem Unternehmen zugerechnet.',
    ],
    fullTitle: 'Allgemeine Geschäftsbedingungen für die Nutzung des Handelsplatzes',
    sections: [
      {
        title: '§ 1 Geltungsbereich',
        text: 'Diese Bedingungen gelten für die Nutzung des Handelsplatzes durch registrierte Unternehmen (Käufer und Verkäufer). Der Handelsplatz richtet sich ausschließlich an Unternehmen, nicht an Verbraucher.',
      },
      {
        title: '§ 2 Rolle des Betreibers',
        text: 'Der Betreiber stellt die technische Plattform bereit. Kaufverträge kommen ausschließlich zwischen Käufer und Verkäufer zustande; der Betreiber wird nicht Vertragspartei.',
      },
      {
        title: '§ 3 Zugang und Zugangsdaten',
        text: 'Zugänge werden nur an geprüfte Unternehmen vergeben. Zugangsdaten sind geheim zu halten. Handlungen unter einem Zugang werden dem Unternehmen zugerechnet, dem der Zugang gehört. Nach fünf fehlgeschlagenen Anmeldeversuchen wird der Zugang zum Schutz gesperrt.',
      },
      {
        title: '§ 4 Angebote und Bestellungen',
        text: 'Angebote gelten für die angegebene Menge, den angegebenen Zeitraum und das Terminal. Mit der Bestätigung im Warenkorb gibt der Käufer ein verbindliches Angebot ab; der Vertrag kommt mit der Bestellbestätigung zustande. Livepreise folgen der Börsennotierung bis zur Bestätigung.',
      },
      {
        title: '§ 5 Abholung und Lieferung',
        text: 'Die Ware wird ab Terminal innerhalb des vereinbarten Abholzeitraums abgeholt oder, sofern vereinbart, an die angegebene Lieferadresse geliefert. Maßgeblich ist das am Terminal gemessene Volumen bei 15 °C.',
      },
      {
        title: '§ 6 Preise und Zahlung',
        text: 'Preise verstehen sich netto zuzüglich der gesetzlichen Steuern. Zahlungsziele und Kreditlimits legt der jeweilige Verkäufer fest; Bestellungen über das freie Kreditlimit hinaus sind nicht möglich.',
      },
      {
        title: '§ 7 Verfügbarkeit und Haftung',
        text: 'Der Betreiber bemüht sich um eine hohe Verfügbarkeit, schuldet aber keinen ununterbrochenen Betrieb. Der Betreiber haftet nur bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung wesentlicher Vertragspflichten.',
      },
      {
        title: '§ 8 Datenschutz',
        text: 'Personenbezogene Daten werden nur zur Durchführung der Nutzung und der Verträge verarbeitet. Einzelheiten regelt die Datenschutzerklärung.',
      },
      {
        title: '§ 9 Schlussbestimmungen',
        text: 'Es gilt das Recht am Sitz des Betreibers unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist der Sitz des Betreibers.',
      },
    ],
    showFull: 'Vollständige AGB anzeigen',
    hideFull: 'Vollständige AGB ausblenden',
    checkbox: 'Ich habe die AGB gelesen und akzeptiere sie.',
    accept: 'Akzeptieren',
    accepted: 'Sie haben die AGB akzeptiert.',
    alreadyAccepted: 'Sie haben die AGB bereits akzeptiert.',
    continue: 'Weiter',
    checkFailed: 'Der Status Ihrer AGB-Zustimmung konnte nicht geprüft werden.',
  },
};
