// The audit chain's canonical serialisation (decision 057). The database's audit_canonical()
// (migration 0027) writes the same text when it chains a row; the operator's verifier recomputes each
// row's hash from this function, so a difference between the two shows as a broken chain at once.

/** One audit row as text, exactly as the database renders its columns. */
export type AuditChainFields = {
  seq: string;
  /** UTC, microseconds: YYYY-MM-DDTHH:MM:SS.ffffffZ */
  at: string;
  actorUserId: string | null;
  accountId: string | null;
  entity: string;
  entityId: string;
  action: string;
  /** The jsonb text PostgreSQL returns (normalised, so it reads back as written). */
  details: string;
  prevHash: string;
};

export const AUDIT_CHAIN_VERSION = 'v1';

const utf8 = new TextEncoder();
const field = (v: string | null) => (v === null ? '~' : `${utf8.encode(v).length}:${v}`);

/** Each field as <UTF-8 byte length>:<text>, NULL as ~, joined by | (unambiguous whatever a text holds). */
export function auditCanonical(row: AuditChainFields): string {
  return [
    AUDIT_CHAIN_VERSION,
    row.seq,
    row.at,
    row.actorUserId,
    row.accountId,
    row.entity,
    row.entityId,
    row.action,
    row.details,
    row.prevHash,
  ]
    .map(field)
    .join('|');
}

export type AuditChainRow = AuditChainFields & { id: string; hash: string };

export type AuditChainBreak = {
  id: string;
  seq: string;
  at: string;
  reason: 'HASH_MISMATCH' | 'PREV_HASH_MISMATCH' | 'SEQ_GAP' | 'HEAD_MISMATCH';
};

/**
 * Walks rows in seq order (in pages: pass the state back in) and returns the first break. `sha256Hex`
 * is given by the caller: the domain package uses no node built-in.
 */
export function checkAuditChainPage(
  rows: AuditChainRow[],
  state: { seq: number; hash: string },
  sha256Hex: (text: string) => string,
): { state: { seq: number; hash: string }; broken: AuditChainBreak | null } {
  let { seq, hash } = state;
  for (const row of rows) {
    const at = { id: row.id, seq: row.seq, at: row.at };
    if (Number(row.seq) !== seq + 1) return { state: { seq, hash }, broken: { ...at, reason: 'SEQ_GAP' } };
    if (row.prevHash !== hash) return { state: { seq, hash }, broken: { ...at, reason: 'PREV_HASH_MISMATCH' } };
    if (sha256Hex(auditCanonical(row)) !== row.hash)
      return { state: { seq, hash }, broken: { ...at, reason: 'HASH_MISMATCH' } };
    seq += 1;
    hash = row.hash;
  }
  return { state: { seq, hash }, broken: null };
}

/** German words for a break, for the operator console. */
export const AUDIT_CHAIN_BREAK_TEXT: Record<AuditChainBreak['reason'], string> = {
  HASH_MISMATCH: 'Der Inhalt des Eintrags passt nicht zu seinem Hash (nachträglich geändert).',
  PREV_HASH_MISMATCH:
    'Der Eintrag verweist nicht auf den Hash seines Vorgängers (Eintrag davor entfernt oder geändert).',
  SEQ_GAP: 'In der Kette fehlt ein Eintrag vor diesem (gelöscht).',
  HEAD_MISMATCH: 'Das Ende der Kette passt nicht zum gespeicherten Kettenkopf (letzte Einträge entfernt).',
};
