/** The company's API keys (issue 27, screen "API & Webhooks"). */
export const apiKeys = {
  apiKeys: {
    tab: 'API-Schlüssel',
    intro:
      'Mit einem API-Schlüssel greift Ihr ERP- oder Warenwirtschaftssystem auf den Marktplatz zu: mit genau den Berechtigungen, die Sie hier vergeben.',
    create: 'Schlüssel erstellen',
    createTitle: 'Neuer API-Schlüssel',
    scopesHint: 'Nur die gewählten Aufrufe sind mit diesem Schlüssel möglich.',
    expiresHint: 'Leer lassen für einen Schlüssel ohne Ablaufdatum.',
    empty: 'Noch keine API-Schlüssel. Erstellen Sie einen Schlüssel für Ihr ERP-System.',
    loadFailed: 'Die API-Schlüssel konnten nicht geladen werden.',
    secretTitle: 'API-Schlüssel „{{name}}“',
    created: 'Erstellt',
    createdBy: 'von {{name}}',
    expires: 'Gültig bis',
    noExpiry: 'unbegrenzt',
    lastUsed: 'Zuletzt benutzt',
    neverUsed: 'noch nie',
    state: 'Status',
    active: 'Aktiv',
    expired: 'Abgelaufen',
    name: 'Bezeichnung',
    prefix: 'Schlüssel',
    scopes: 'Berechtigungen',
    actions: 'Aktionen',
    revoke: 'Widerrufen',
    revokeTitle: 'API-Schlüssel widerrufen?',
    revokeText:
      'Der Schlüssel „{{name}}“ funktioniert sofort nicht mehr. Systeme, die ihn verwenden, erhalten ab dem nächsten Aufruf eine Ablehnung.',
    revoked: 'Der API-Schlüssel wurde widerrufen.',
    cancel: 'Abbrechen',
    docsHint: 'Beschreibung aller Aufrufe: API-Dokumentation unter /api/docs.',
  },
  integrations: {
    adminsOnly: 'API-Schlüssel und Webhooks verwalten die Administratoren Ihres Unternehmens.',
    link: 'API & Webhooks',
  },
  secretOnce: {
    warning:
      'Kopieren Sie das Geheimnis jetzt. Es wird nur dieses eine Mal angezeigt und kann später nicht wieder abgerufen werden.',
    copy: 'Kopieren',
    copied: 'Kopiert',
    done: 'Ich habe es gespeichert',
  },
};
