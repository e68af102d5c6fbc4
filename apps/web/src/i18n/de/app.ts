/** App-wide texts: start-up and error screens, account kinds, locale, cookies, live data state, icon-only control names. */
export const app = {
  app: {
    loading: 'Wird geladen …',
    reload: 'Neu laden',
    brandLoadFailed: 'Die Anwendung konnte nicht geladen werden.',
    brandLoadFailedHint: 'Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    chunkTimeout: 'Die Seite konnte nicht rechtzeitig geladen werden.',
    chunkFailed: 'Die Seite konnte nicht geladen werden. Möglicherweise wurde die Anwendung aktualisiert.',
    unexpectedError: 'Es ist ein unerwarteter Fehler aufgetreten.',
    errorTitle: 'Fehler',
    home: 'Zur Startseite',
    skipToContent: 'Zum Inhalt springen',
  },
  accountType: {
    buyer: 'Käufer',
    seller: 'Verkäufer',
    admin: 'Administrator',
  },
  notFound: {
    text: 'Die aufgerufene Seite existiert nicht oder wurde verschoben.',
    home: 'Zur Startseite',
  },
  loadFailed: {
    status: 'Statuscode {{status}}',
    noConnection: 'Keine Antwort des Servers',
  },
  loadErrorWidget: {
    title: 'Laden fehlgeschlagen',
    status: 'Fehlercode {{status}}',
    noConnection: 'Keine Verbindung',
    retry: 'Erneut versuchen',
  },
  locale: {
    label: 'Sprache',
    de: 'Deutsch (Deutschland)',
    'de-CH': 'Deutsch (Schweiz)',
  },
  cookies: {
    title: 'Cookies auf diesem Handelsplatz',
    text: 'Wir verwenden notwendige Cookies, damit der Handelsplatz funktioniert. Mit Ihrer Zustimmung nutzen wir zusätzlich Analyse-Cookies, um die Anwendung zu verbessern. IP-Adressen werden dabei anonymisiert.',
    acceptAll: 'Alle akzeptieren',
    decline: 'Ablehnen',
    settings: 'Einstellungen',
    settingsTitle: 'Cookie-Einstellungen',
    necessary: 'Notwendige Cookies',
    necessaryText: 'Erforderlich für Anmeldung, Sicherheit und Ihre Cookie-Auswahl. Immer aktiv.',
    analytics: 'Analyse-Cookies',
    analyticsText:
      'Helfen uns zu verstehen, wie der Handelsplatz genutzt wird. IP-Adressen werden anonymisiert, Texte maskiert.',
    save: 'Auswahl speichern',
    privacy: 'Datenschutzerklärung',
  },
  marketWindow: {
    nextWindow: 'Nächstes Marktfenster',
    in: 'in',
    countdownLabel: 'Nächstes Marktfenster in {{minutes}} Minuten und {{seconds}} Sekunden',
  },
  live: {
    live: 'live',
    stale: 'veraltet',
  },
  a11y: {
    close: 'Schließen',
    pagination: { previous: 'Vorherige Seite', next: 'Nächste Seite', first: 'Erste Seite', last: 'Letzte Seite' },
    calendar: {
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
      previousYear: 'Vorheriges Jahr',
      nextYear: 'Nächstes Jahr',
      previousDecade: 'Vorheriges Jahrzehnt',
      nextDecade: 'Nächstes Jahrzehnt',
    },
  },
};
