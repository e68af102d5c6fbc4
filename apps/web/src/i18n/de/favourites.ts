/** Texts of features/favourites (web and server folder of the same name). */
export const favourites = {
  favourites: {
    newFavourite: 'Neuer Favorit',
    createFirst: 'Ersten Favoriten anlegen',
    empty:
      'Sie haben noch keine Favoriten. Ein Favorit merkt sich Produkte, Terminals und Verkäufer; im Handelsplatz filtert ein Klick die Angebote darauf.',
    loadFailed: 'Die Favoriten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    saved: 'Favorit „{{name}}“ gespeichert.',
    renamed: 'Favorit umbenannt.',
    saveFailed: 'Speichern fehlgeschlagen',
    rename: 'Umbenennen',
    renameTitle: 'Favorit umbenennen',
    delete: 'Löschen',
    deleteTitle: 'Favorit löschen',
    deleteText: 'Möchten Sie den Favoriten „{{name}}“ wirklich löschen? Das kann nicht rückgängig gemacht werden.',
    cancel: 'Abbrechen',
    openInMarket: 'Im Handelsplatz öffnen',
    openInMarketLabel: 'Im Handelsplatz öffnen: {{name}}',
    all: {
      products: 'Alle Produkte',
      terminals: 'Alle Terminals',
      sellers: 'Alle Verkäufer',
    },
    unavailable: 'nicht mehr angeboten',
    wholeRegion: '{{region}} (alle Terminals)',
    columns: { name: 'Name', products: 'Produkte', terminals: 'Terminals', sellers: 'Verkäufer', actions: 'Aktionen' },
    wizard: {
      title: 'Neuer Favorit',
      stepOf: 'Schritt {{step}} von 4',
      next: 'Weiter',
      back: 'Zurück',
      save: 'Favorit speichern',
      steps: {
        products: { label: 'Produkte', description: 'Welche Produkte?' },
        places: { label: 'Regionen & Terminals', description: 'Wo holen Sie ab?' },
        sellers: { label: 'Verkäufer', description: 'Bei wem?' },
        name: { label: 'Name', description: 'Benennen und speichern' },
      },
      productsHint:
        'Wählen Sie die Produkte, die Sie regelmäßig kaufen. Ohne Auswahl gilt der Favorit für alle Produkte.',
      placesHint:
        'Eine Region wählt alle ihre Terminals; einzelne Terminals können Sie ab- oder zuwählen. Ohne Auswahl gilt der Favorit für alle Terminals.',
      sellersHint: 'Ohne Auswahl gilt der Favorit für alle Verkäufer, mit denen Sie handeln.',
      noSellers:
        'Sie sind noch mit keinem Verkäufer freigeschaltet. Der Favorit gilt dann für alle Verkäufer, sobald Sie verbunden sind.',
      regionAll: 'Ganze Region {{region}}',
      terminalsChosen: '{{count}} von {{total}} Terminals',
      nameHint: 'Zum Beispiel „Diesel Nord“. Unter diesem Namen finden Sie den Favoriten im Handelsplatz.',
      summary: 'Zusammenfassung',
    },
    market: {
      label: 'Favoriten',
      none: 'Keine Favoriten',
      manage: 'Favoriten verwalten',
      create: 'Favorit anlegen',
      active: 'Favorit „{{name}}“ aktiv',
      clear: 'Favorit aufheben',
      missing: 'Dieser Favorit existiert nicht mehr.',
    },
  },
};
