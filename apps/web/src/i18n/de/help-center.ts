/** Texts of features/help-center (web and server folder of the same name). */
export const helpCenter = {
  helpCenter: {
    panels: 'Bereiche',
    panel: {
      anleitung: 'Anleitung',
      faq: 'Häufige Fragen',
      glossar: 'Glossar',
      dokumente: 'Dokumente',
    },
    tabs: 'Themen',
    search: 'Hilfe durchsuchen',
    searchPlaceholder: 'Suchbegriff, z. B. Abholnummer, Kreditlimit, Trigger',
    clearSearch: 'Suche leeren',
    results_one: '{{count}} Treffer für „{{query}}“',
    results_other: '{{count}} Treffer für „{{query}}“',
    noResults:
      'Keine Treffer für „{{query}}“. Versuchen Sie ein anderes Wort oder schreiben Sie uns über das Kontaktformular.',
    toContact: 'Zum Kontaktformular',
    overview: 'Wählen Sie einen Bereich oder suchen Sie nach einem Begriff.',
    forYou: 'Ihre Anleitung: {{role}}',
    unknownPanel: 'Diesen Bereich gibt es im Hilfe-Center nicht.',
    toOverview: 'Zur Übersicht',
    steps: 'So geht es',
  },
};
