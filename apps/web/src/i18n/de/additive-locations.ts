/** Texts of features/additive-locations (web and server folder of the same name). */
export const additiveLocations = {
  additiveLocations: {
    add: 'Lieferort hinzufügen',
    editTitle: 'Lieferort bearbeiten',
    saved: 'Der Lieferort wurde gespeichert.',
    saveFailed: 'Der Lieferort konnte nicht gespeichert werden.',
    deleted: 'Der Lieferort wurde gelöscht.',
    loadFailed: 'Die Lieferorte konnten nicht geladen werden.',
    empty: 'Sie haben noch keinen Additiv-Lieferort. Legen Sie einen an, um Additive zu bestellen.',
    emptyNoAdmin:
      'Ihr Unternehmen hat noch keinen Additiv-Lieferort. Lieferorte legt ein Administrator Ihres Unternehmens an.',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    deleteTitle: 'Lieferort löschen?',
    deleteText: '{{address}} wird gelöscht. Bestellungen, die dorthin geliefert wurden, behalten die Adresse.',
    confirmDelete: 'Löschen',
  },
};
