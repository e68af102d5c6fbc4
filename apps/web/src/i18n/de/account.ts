/** Texts of features/account (web and server folder of the same name). */
export const account = {
  companyAccount: {
    addressTitle: 'Unternehmensadresse',
    readOnlyHint: 'Nur Administratoren Ihres Unternehmens können die Adresse ändern.',
    loadFailed: 'Die Unternehmensdaten konnten nicht geladen werden.',
    saveFailed: 'Die Adresse konnte nicht gespeichert werden.',
    save: 'Adresse speichern',
    addressesTitle: 'Lieferadressen',
    addressesLoadFailed: 'Die Lieferadressen konnten nicht geladen werden.',
    addressesEmpty: 'Es sind noch keine Lieferadressen hinterlegt.',
    addAddress: 'Lieferadresse hinzufügen',
    editAddress: 'Lieferadresse bearbeiten',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    actions: 'Aktionen',
    saveAddress: 'Speichern',
    addressSaved: 'Die Lieferadresse wurde gespeichert.',
    addressSaveFailed: 'Die Lieferadresse konnte nicht gespeichert werden.',
    deleteTitle: 'Lieferadresse löschen',
    deleteText:
      'Möchten Sie die Lieferadresse „{{company}}, {{street}}, {{postCode}} {{city}}“ löschen? Bestehende Bestellungen behalten die Adresse.',
    confirmDelete: 'Löschen',
    addressDeleted: 'Die Lieferadresse wurde gelöscht.',
    cancel: 'Abbrechen',
  },
};
