/**
 * Texts of features/offers for target-price orders (issue 29 part 3): the seller's consent per offer and
 * the demand view, loaded with "Meine Angebote" (page-texts.ts).
 */
export const offerTargets = {
  offerTargets: {
    column: 'Zielpreis-Orders',
    on: 'Auto',
    onWithMax: 'Auto · max. {{max}} cbm',
    off: 'Aus',
    change: 'Automatische Ausführung',
    title: 'Automatische Ausführung von Zielpreis-Orders',
    text: '{{product}} ({{place}}): Erreicht Ihr Preis den Zielpreis eines verbundenen Käufers, bestellt der Handelsplatz automatisch bei diesem Angebot, mit Kreditlimit, Tageslimit und Zahlungsziel des Käufers wie bei einer manuellen Bestellung.',
    enabled: 'Automatische Ausführung von Zielpreis-Orders',
    maxCbm: 'Höchstmenge je automatischer Bestellung (cbm)',
    maxCbmHint: 'Leer = Höchstmenge des Angebots ({{max}} cbm).',
    saved: 'Die automatische Ausführung wurde gespeichert.',
    saveFailed: 'Die automatische Ausführung konnte nicht gespeichert werden.',
    demand: {
      title: 'Zielpreis-Nachfrage',
      description:
        'Die aktiven Zielpreis-Orders Ihrer verbundenen Kunden je Produkt und Terminal, anonymisiert: Senken Sie einen Preis auf den Zielpreis, kann das automatische Bestellungen bei Angeboten mit automatischer Ausführung auslösen.',
      show: 'Anzeigen',
      hide: 'Ausblenden',
      empty: 'Derzeit keine aktiven Zielpreis-Orders Ihrer Kunden.',
      loadFailed: 'Die Zielpreis-Nachfrage konnte nicht geladen werden.',
      perHundredLitres: '{{price}} / 100 L',
      columns: {
        product: 'Produkt',
        terminal: 'Terminal',
        quantity: 'Gewünschte Menge (cbm)',
        bestTargetPrice: 'Bester Zielpreis',
        buyers: 'Anzahl Käufer',
      },
    },
  },
};
