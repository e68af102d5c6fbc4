/** Texts of features/empty-barrels (web and server folder of the same name). */
export const emptyBarrels = {
  emptyBarrels: {
    sellerDescription:
      'Anfragen Ihrer Käufer, leere Fässer, Kanister und IBC abzuholen: einplanen und als erledigt melden.',
    newRequest: 'Abholung anfragen',
    modeLocation: 'Additiv-Lieferort',
    modeAddress: 'Andere Adresse',
    location: 'Lieferort',
    send: 'Anfrage senden',
    sent: 'Ihre Anfrage wurde an den Verkäufer gesendet.',
    sendFailed: 'Die Anfrage konnte nicht gesendet werden.',
    optionsFailed: 'Die Verkäufer konnten nicht geladen werden.',
    noSellers:
      'Sie haben keinen Verkäufer, der Additive für Sie freigeschaltet hat. Leergebinde holt der Verkäufer ab, bei dem Sie Additive kaufen.',
    lastRequests: 'Ihre letzten {{count}} Anfragen',
    loadFailed: 'Die Anfragen konnten nicht geladen werden.',
    emptyBuyer: 'Sie haben noch keine Abholung angefragt.',
    emptySeller: 'Keine Anfragen in diesem Status.',
    filterStatus: 'Status',
    all: 'Alle',
    count_one: '{{count}} Anfrage',
    count_other: '{{count}} Anfragen',
    unitsOf: '{{units}} × {{unit}}',
    statusOf: 'Status: {{buyer}}, {{product}}',
    statusChanged: 'Status geändert: {{status}}',
    statusFailed: 'Status nicht geändert',
    columns: {
      createdAt: 'Angefragt am',
      seller: 'Verkäufer',
      buyer: 'Käufer',
      product: 'Produkt und Gebinde',
      pickupAddress: 'Abholadresse',
      preferredDate: 'Wunschtermin',
      comment: 'Bemerkung',
      status: 'Status',
    },
  },
};
