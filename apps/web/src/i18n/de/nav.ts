/** The frame around every page: navigation, page titles and descriptions, header, user menu, footer. */
export const nav = {
  nav: {
    mainMenu: 'Hauptmenü',
    dashboard: 'Dashboard',
    market: 'Handelsplatz',
    orders: 'Bestellungen',
    statistics: 'Statistik',
    newsStatistics: 'News & Statistik',
    contracts: 'Verträge',
    sellerManagement: 'Meine Verkäufer',
    buyerManagement: 'Meine Käufer',
    offers: 'Meine Angebote',
    liftings: 'Verladungen',
    childAccounts: 'Aviaten',
    contact: 'Kontakt',
    operator: 'Betreiber-Konsole',
    marketInfo: 'Marktinfo',
    priceAlerts: 'Preisalarme',
    targetOrders: 'Zielpreis-Orders',
    invoices: 'Rechnungen',
  },
  navShort: {
    dashboard: 'Start',
    market: 'Markt',
    orders: 'Bestellungen',
    statistics: 'Statistik',
    newsStatistics: 'News',
    contracts: 'Verträge',
    sellerManagement: 'Verkäufer',
    buyerManagement: 'Käufer',
    offers: 'Angebote',
    liftings: 'Verladungen',
    childAccounts: 'Aviaten',
    contact: 'Kontakt',
    operator: 'Betreiber',
    marketInfo: 'Marktinfo',
    priceAlerts: 'Alarme',
    targetOrders: 'Zielpreise',
    invoices: 'Rechnungen',
  },
  // A main-menu badge's count ("99+" above the cap) and what it counts, in the entry's accessible name.
  badge: {
    newRelationships: '{{badge}} neue Geschäftsbeziehungen',
    awaitingOrders: '{{badge}} zu bestätigen',
  },
  pages: {
    dashboard: { title: 'Dashboard', description: 'Ihre Übersicht über Markt, Bestellungen und Stammdaten.' },
    login: { title: 'Anmelden', description: 'Melden Sie sich mit Ihrem Benutzernamen und Passwort an.' },
    logout: { title: 'Abgemeldet', description: 'Sie haben sich abgemeldet.' },
    market: {
      title: 'Handelsplatz',
      description:
        'Hier sehen Sie die aktuellen Angebote Ihrer verbundenen Verkäufer und bestellen direkt zum Fest- oder Livepreis.',
    },
    orders: {
      title: 'Bestellhistorie',
      description:
        'Hier finden Sie alle Spot- und Trigger-Bestellungen mit Status, Preis, Menge und Abholzeitraum, filterbar und sortierbar.',
    },
    orderConfirmation: {
      title: 'Auftragsbestätigung',
      description:
        'Kontrakt-, Lifting-Master- und Abholnummer Ihres Auftrags mit Beträgen, Zahlungsziel und Abholzeitraum.',
    },
    statistics: {
      title: 'Statistik',
      description:
        'Hier sehen Sie Auswertungen Ihrer Handelsvolumina, etwa die Rangliste Ihrer Geschäftspartner nach Bestellvolumen.',
    },
    newsStatistics: {
      title: 'News & Statistik',
      description: 'Hier sehen Sie Neuigkeiten Ihrer Verkäufer und Auswertungen Ihrer Handelsvolumina.',
    },
    profile: {
      title: 'Einstellungen',
      description: 'Hier verwalten Sie Ihre persönlichen Daten, Ihr Unternehmen und als Administrator Ihr Team.',
    },
    contracts: {
      title: 'Vertragsmanagement',
      description: 'Hier verwalten Sie Trigger-Verträge mit Monatsmengen, Trigger-Zeiten und Abrufen.',
    },
    sellerManagement: {
      title: 'Verkäufermanagement',
      description:
        'Hier sehen Sie Ihre Verkäufer, den Status Ihrer Geschäftsbeziehungen und können neue Verkäufer anfragen.',
    },
    buyerManagement: {
      title: 'Käufermanagement',
      description: 'Hier verwalten Sie Ihre Käufer: Freigaben, Kreditlimits, Zahlungsziele, Terminals und Produkte.',
    },
    offersCsv: {
      title: 'CSV-Upload Angebote',
      description:
        'Viele Angebote auf einmal anlegen, ändern oder löschen: Vorlage herunterladen, ausfüllen, hochladen, Vorschau prüfen, übernehmen.',
    },
    creditLimitsCsv: {
      title: 'CSV-Upload Kreditlimits',
      description:
        'Kreditlimits und Zahlungsziele je Produkt (Kraftstoffe und Additive) für viele Käufer auf einmal: Vorlage herunterladen, ausfüllen, hochladen, Vorschau prüfen, übernehmen.',
    },
    liftings: { title: 'Verladungen' },
    liftingsCsv: { title: 'CSV-Upload Verladungen' },
    offers: {
      title: 'Meine Angebote',
      description: 'Hier erstellen und verwalten Sie Ihre Fest- und Livepreis-Angebote sowie Additiv-Angebote.',
    },
    childAccounts: {
      title: 'Aviaten',
      description:
        'Hier verwalten Sie Ihre Gesellschafterkonten: Kaufrechte, Tageslimits, Preisanpassungen und Abholzeiträume.',
    },
    contact: {
      title: 'Kontakt',
      description: 'Hier können Sie uns eine Nachricht senden; wir melden uns schnellstmöglich bei Ihnen.',
    },
    favourites: {
      title: 'Favoriten',
      description:
        'Ihre Favoriten filtern den Handelsplatz mit einem Klick auf Ihre Produkte, Terminals und Verkäufer.',
    },
    helpCenter: {
      title: 'Hilfe-Center',
      description: 'Hier finden Sie Anleitungen, häufige Fragen, ein Glossar und Dokumente rund um den Handelsplatz.',
    },
    passwordResetRequest: {
      title: 'Passwort zurücksetzen',
      description:
        'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link zum Zurücksetzen.',
    },
    passwordReset: {
      title: 'Neues Passwort festlegen',
      description: 'Legen Sie ein neues Passwort für Ihren Zugang fest.',
    },
    terms: { title: 'Allgemeine Geschäftsbedingungen', description: 'Bitte lesen und akzeptieren Sie unsere AGB.' },
    imprint: { title: 'Impressum', description: 'Angaben zum Betreiber des Handelsplatzes.' },
    privacy: { title: 'Datenschutzerklärung', description: 'Wie wir Ihre personenbezogenen Daten verarbeiten.' },
    termsText: {
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Die Bedingungen für die Nutzung des Handelsplatzes.',
    },
    devMailbox: { title: 'Entwickler-Postfach', description: 'Alle E-Mails, die der Server versendet hat.' },
    operator: {
      title: 'Betreiber-Konsole',
      description: 'Unternehmen und Benutzer verwalten, Löschanfragen entscheiden und das Änderungsprotokoll einsehen.',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Die aufgerufene Seite existiert nicht oder wurde verschoben.',
    },
    marketInfo: {
      title: 'Marktinfo',
      description: 'Gasöl-Terminkurve, Devisenkurse und der Verlauf der Börsenpreise, live aktualisiert.',
    },
    priceAlerts: {
      title: 'Preisalarme',
      description: 'Lassen Sie sich per E-Mail benachrichtigen, sobald ein Preis Ihre Schwelle erreicht.',
    },
    targetOrders: { title: 'Zielpreis-Orders' },
    pricingEngine: {
      title: 'Preis-Engine',
      description: 'Regeln, nach denen Ihre Live-Preise für jeden Kunden berechnet werden.',
    },
    integrations: {
      title: 'API & Webhooks',
      description: 'API-Schlüssel für Ihr ERP-System und Webhooks, die Ereignisse an Ihr System melden.',
    },
    account: {
      title: 'Unternehmen & Lieferadressen',
      description: 'Die Adresse Ihres Unternehmens und Ihre Lieferadressen.',
    },
    news: {
      title: 'News verwalten',
      description: 'Neuigkeiten für Ihre verbundenen Käufer: sie erscheinen in deren News-Box.',
    },
    additiveMarket: {
      title: 'Handelsplatz Additive',
      description: 'Additiv-Angebote Ihrer Verkäufer, bestellt in Gebinden an Ihre Additiv-Lieferorte.',
    },
    additiveOffers: {
      title: 'Meine Additiv-Angebote',
      description: 'Ihre Additiv-Angebote mit Preis je Gebinde, Mindest- und Höchstmenge und Verfügbarkeit.',
    },
    additiveLocations: { title: 'Additiv-Lieferorte', description: 'Die Orte, an die Ihre Additive geliefert werden.' },
    invoices: { title: 'Rechnungen' },
    emptyBarrels: {
      title: 'Leergebinde-Abholung',
      description: 'Abholung leerer Fässer, Kanister und IBC durch Ihren Verkäufer.',
    },
  },
  headerMenu: {
    more: 'Mehr',
    moreEntries: 'Weitere Menüpunkte',
  },
  header: {
    // The logo link's name starts with the word mark it shows (WCAG 2.5.3).
    home: '{{brand}} – Zur Startseite',
    openUserMenu: 'Benutzermenü öffnen',
    userMenu: 'Benutzermenü',
  },
  userMenu: {
    tools: 'Werkzeuge',
    marketInfo: 'Marktinfo',
    priceAlerts: 'Preisalarme',
    pricingEngine: 'Preis-Engine',
    favourites: 'Favoriten',
    news: 'News verwalten',
    additiveLocations: 'Additiv-Lieferorte',
    emptyBarrels: 'Leergebinde-Abholung',
    settings: 'Einstellungen',
    company: 'Unternehmen',
    help: 'Hilfe',
    logout: 'Abmelden',
    language: 'Sprache',
  },
  logoutDialog: {
    title: 'Abmelden',
    question: 'Möchten Sie sich wirklich abmelden?',
    cancel: 'Abbrechen',
    confirm: 'Abmelden',
  },
  footer: {
    contact: 'Kontakt',
    legal: 'Rechtliches',
    information: 'Informationen',
    register: 'Handelsregister',
    vatId: 'USt-IdNr.',
    managingDirectors: 'Geschäftsführung',
    terms: 'AGB',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    userGuide: 'Benutzerhandbuch',
    cookieSettings: 'Cookie-Einstellungen',
    poweredBy: 'Powered by',
    phone: 'Telefon',
    email: 'E-Mail',
  },
};
