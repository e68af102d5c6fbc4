/** Texts of features/child-accounts (web and server folder of the same name). */
export const childAccounts = {
  childAccountSettings: {
    loadFailed: 'Die Gesellschafterkonten konnten nicht geladen werden.',
    empty: 'Ihr Unternehmen hat keine Gesellschafterkonten.',
    tabs: {
      paymentTerms: 'Zahlungsziele',
      dailyLimit: 'Tageslimit',
      collection: 'Abholzeitraum-Verkürzung',
      price: 'Preisaufschlag',
      terminals: 'Terminals',
    },
    paymentTermBySeller:
      'Das Zahlungsziel legt der jeweilige Verkäufer je Produkt fest; es gilt auch für die Bestellungen dieses Gesellschafterkontos. Sie sehen es im Handelsplatz, in der Bestellbestätigung und in der Bestellhistorie.',
    dailyLimit: 'Tageslimit (cbm, alle Produkte, pro Tag)',
    dailyLimitHint: 'Leer = kein Limit. Das Limit gilt je Kalendertag und beginnt um Mitternacht neu.',
    usage: '{{used}} von {{limit}} cbm heute',
    usageNoLimit: '{{used}} cbm heute (kein Limit)',
    collectionShortening: 'Verkürzung des Abholzeitraums (Tage)',
    priceAdjustment:
      'Preisaufschlag in EUR je 100 L (0 bis 10; der Verkäufer bestimmt seinen Preis, ein Abschlag ist nicht möglich)',
    allTerminals: 'Alle Terminals erlaubt',
    terminals: 'Erlaubte Terminals',
    save: 'Speichern',
    saved: 'Die Einstellungen wurden gespeichert.',
    saveFailed: 'Die Einstellungen konnten nicht gespeichert werden.',
    adminOnly: 'Nur Firmenadministratoren können die Einstellungen ändern.',
  },
};
