/** Texts of features/buyer-management (web and server folder of the same name). */
export const buyerManagement = {
  purchaseRights: {
    title: 'Kaufberechtigungen',
    loadFailed: 'Die Benutzer des Käufers konnten nicht geladen werden.',
    notEnabled:
      'Das Unternehmen ist noch nicht für den Online-Handel freigeschaltet; Kaufberechtigungen können erst danach vergeben werden.',
    empty: 'Dieses Unternehmen hat keine Benutzer.',
    saveFailed: 'Die Kaufberechtigung konnte nicht gespeichert werden.',
  },
  buyerAdditives: {
    title: 'Additive',
    enabled: 'Additive freigeschaltet',
    enabledHint: 'Der Käufer sieht Ihre Additiv-Angebote der gewählten Produkte und kann sie bestellen.',
    products: 'Erlaubte Additive',
    save: 'Additive speichern',
    saved: 'Die Additiv-Freigabe wurde gespeichert.',
  },
};
