/** Texts of features/price-alerts (web and server folder of the same name). */
export const priceAlerts = {
  priceAlerts: {
    newAlert: 'Neuer Preisalarm',
    editAlert: 'Preisalarm bearbeiten',
    createFirst: 'Ersten Preisalarm anlegen',
    empty:
      'Sie haben noch keine Preisalarme. Ein Preisalarm schickt Ihnen eine E-Mail, sobald ein Angebot Ihren Preis erreicht.',
    loadFailed: 'Die Preisalarme konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    columns: {
      status: 'Status',
      product: 'Produkt',
      terminal: 'Terminal',
      condition: 'Bedingung (EUR/100 L 15 °C)',
      period: 'Abholzeitraum',
      comment: 'Kommentar',
      actions: 'Aktionen',
    },
    triggeredAt: 'am {{time}} bei {{price}} / 100 L',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    cancel: 'Abbrechen',
    save: 'Speichern',
    saved: 'Der Preisalarm wurde gespeichert.',
    saveFailed: 'Der Preisalarm konnte nicht gespeichert werden.',
    reactivateHint: 'Dieser Alarm wurde bereits ausgelöst. Mit dem Speichern wird er wieder aktiv.',
    deleteTitle: 'Preisalarm löschen',
    deleteText: 'Möchten Sie den Preisalarm für {{product}} ({{terminal}}, {{value}} / 100 L) wirklich löschen?',
  },
};
