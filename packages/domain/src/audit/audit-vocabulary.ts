// The audit log in German words (issue 14): every entity the server audits, its noun, and every
// action written for it, as the past participle an operator reads ("Bestellung K-2026-000123
// bestätigt"). The server's recordAudit accepts only pairs listed here (its type is derived from
// this table), and a test reads the server's source for any action code missing from it.

export const AUDIT_VOCABULARY = {
  order: {
    noun: 'Bestellung',
    actions: {
      'order.placed': 'aufgegeben',
      'order.confirmed': 'bestätigt',
      'order.declined': 'abgelehnt',
      'order.lifted': 'verladen',
      'order.closed_short': 'gekürzt abgeschlossen',
    },
  },
  trigger_contract: {
    noun: 'Trigger-Kontrakt',
    actions: {
      'trigger_contract.created': 'angelegt',
      'trigger_contract.edited': 'geändert',
      'trigger_contract.active': 'fortgesetzt',
      'trigger_contract.paused': 'pausiert',
      'trigger_contract.ended': 'beendet',
      'trigger_contract.offline_trigger': 'offline getriggert',
    },
  },
  offer: {
    noun: 'Angebot',
    actions: {
      create: 'angelegt',
      update: 'geändert',
      clone: 'geklont',
      pause: 'pausiert',
      resume: 'fortgesetzt',
      remove: 'gelöscht',
      'min-price': 'Mindestpreis aktualisiert',
      'auto-execution': 'Automatische Ausführung geändert',
    },
  },
  pricing_rule: { noun: 'Preisregel', actions: { create: 'angelegt', update: 'geändert', delete: 'gelöscht' } },
  relationship: {
    noun: 'Geschäftsbeziehung',
    actions: {
      'relationship.requested': 'angefragt',
      'relationship.accepted': 'angenommen',
      'relationship.declined': 'abgelehnt',
      'relationship.in-review': 'in Prüfung gesetzt',
      'relationship.disabled': 'deaktiviert',
      'buyer-terms.updated': 'Konditionen geändert',
      'buyer-additives.updated': 'Additiv-Freigaben geändert',
    },
  },
  user: {
    noun: 'Benutzer',
    actions: {
      create: 'angelegt',
      block: 'gesperrt',
      unblock: 'entsperrt',
      'login-failed': 'Anmeldung fehlgeschlagen (falsches Passwort oder falscher Code)',
      'login-blocked': 'nach Fehlversuchen gesperrt',
      'two-factor-login': 'mit zweitem Faktor angemeldet',
      'profile-update': 'Profil geändert',
      'password-change': 'Passwort geändert',
      'password-reset': 'Passwort zurückgesetzt',
      'removal-request': 'Löschung beantragt',
      'gtc.accepted': 'AGB akzeptiert',
      'purchase-right.granted-by-seller': 'Kaufrecht vom Verkäufer erteilt',
      'purchase-right.revoked-by-seller': 'Kaufrecht vom Verkäufer entzogen',
    },
  },
  'user-removal-request': { noun: 'Löschantrag', actions: { approve: 'genehmigt', reject: 'abgelehnt' } },
  account: {
    noun: 'Unternehmen',
    actions: {
      'operator-update': 'vom Betreiber geändert',
      block: 'gesperrt',
      unblock: 'entsperrt',
      'account.address.updated': 'Adresse geändert',
      'price-type.updated': 'Preisart geändert',
      'lifting-tolerance.updated': 'Verladetoleranz geändert',
      'invoicing-mode.updated': 'Rechnungsstellung geändert',
    },
  },
  invoice: {
    noun: 'Rechnung',
    actions: {
      'invoice.issued': 'ausgestellt',
      'invoice.credited': 'gutgeschrieben',
      'invoice.payment_recorded': 'Zahlung erfasst',
    },
  },
  delivery_address: {
    noun: 'Lieferadresse',
    actions: {
      'delivery_address.created': 'angelegt',
      'delivery_address.updated': 'geändert',
      'delivery_address.removed': 'gelöscht',
    },
  },
  'api-token': { noun: 'API-Schlüssel', actions: { create: 'angelegt', revoke: 'widerrufen' } },
  webhook_endpoint: {
    noun: 'Webhook-Endpunkt',
    actions: {
      'webhook_endpoint.created': 'angelegt',
      'webhook_endpoint.updated': 'geändert',
      'webhook_endpoint.deleted': 'gelöscht',
      'webhook_endpoint.secret_rotated': 'Geheimnis erneuert',
    },
  },
  'price-feed': { noun: 'Preis-Feed', actions: { stop: 'angehalten', resume: 'fortgesetzt' } },
  // Decision 056: the rails of a seller's own feed (dead-man switch, held prices).
  'seller-feed': {
    noun: 'Eigener Preis-Feed',
    actions: { 'feed.paused': 'pausiert (kein Heartbeat)', 'feed.resumed': 'fortgesetzt' },
  },
  'held-price': {
    noun: 'Zurückgehaltener Preis',
    actions: {
      'held-price.held': 'zurückgehalten',
      'held-price.confirmed': 'bestätigt',
      'held-price.discarded': 'verworfen',
    },
  },
  additive_offer: {
    noun: 'Additiv-Angebot',
    actions: {
      'additive_offer.created': 'angelegt',
      'additive_offer.edited': 'geändert',
      'additive_offer.cloned': 'geklont',
      'additive_offer.active': 'aktiviert',
      'additive_offer.paused': 'pausiert',
      'additive_offer.removed': 'gelöscht',
    },
  },
  additive_location: {
    noun: 'Additiv-Lieferort',
    actions: {
      'additive_location.created': 'angelegt',
      'additive_location.updated': 'geändert',
      'additive_location.removed': 'gelöscht',
    },
  },
  child_account_settings: {
    noun: 'Einstellungen des Tochterunternehmens',
    actions: { 'child_account.settings_updated': 'geändert' },
  },
  csv_upload: { noun: 'CSV-Upload', actions: { 'csv_upload.applied': 'übernommen' } },
  // Security events (decision 057): a logged-in caller refused by the authorization or a business rule.
  access: { noun: 'Zugriff', actions: { 'access.refused': 'verweigert' } },
} as const satisfies Record<string, { noun: string; actions: Record<string, string> }>;

type Vocabulary = typeof AUDIT_VOCABULARY;
export type AuditEntity = keyof Vocabulary;
export type AuditActionOf<E extends AuditEntity> = keyof Vocabulary[E]['actions'] & string;
/** One entity with one of its actions: what recordAudit accepts. */
export type AuditSubject = { [E in AuditEntity]: { entity: E; action: AuditActionOf<E> } }[AuditEntity];

/** Every action code of every entity (for the test that the server writes no other). */
export const AUDIT_ACTION_CODES: ReadonlySet<string> = new Set(
  Object.values(AUDIT_VOCABULARY).flatMap((v) => Object.keys(v.actions)),
);

const isEntity = (entity: string): entity is AuditEntity => Object.hasOwn(AUDIT_VOCABULARY, entity);

/**
 * An audit entry in German: the object ("Bestellung K-2026-000123", or "Angebot #12" without a
 * number of its own) and what happened ("bestätigt"). Codes from before this table stay readable
 * as they are.
 */
export function auditText(entry: { entity: string; entityId: string; action: string; objectRef?: string | null }): {
  object: string;
  action: string;
} {
  const ref = entry.objectRef ? entry.objectRef : `#${entry.entityId}`;
  if (!isEntity(entry.entity)) return { object: `${entry.entity} ${ref}`, action: entry.action };
  const words: { noun: string; actions: Record<string, string> } = AUDIT_VOCABULARY[entry.entity];
  return { object: `${words.noun} ${ref}`, action: words.actions[entry.action] ?? entry.action };
}

/** The entities as filter options, with their German nouns. */
export const AUDIT_ENTITY_OPTIONS = (Object.keys(AUDIT_VOCABULARY) as AuditEntity[]).map((value) => ({
  value,
  label: AUDIT_VOCABULARY[value].noun,
}));
