import { describe, expect, it } from 'vitest';
import { auditCanonical, checkAuditChainPage, type AuditChainRow } from './audit-chain';

// Any injective function serves as the hash here (the domain imports no node built-in).
const sha = (text: string) => `h(${text})`;

const base = {
  at: '2026-11-28T06:00:00.000000Z',
  actorUserId: null,
  accountId: '3',
  entity: 'offer',
  entityId: '9',
  action: 'update',
  details: '{"a": 1}',
};

function chain(n: number): AuditChainRow[] {
  const rows: AuditChainRow[] = [];
  let prev = '';
  for (let i = 1; i <= n; i++) {
    const fields = { ...base, seq: String(i), prevHash: prev };
    const hash = sha(auditCanonical(fields));
    rows.push({ ...fields, id: String(100 + i), hash });
    prev = hash;
  }
  return rows;
}

describe('audit chain', () => {
  it('serialises each field with its UTF-8 byte length, so separators inside a text cannot shift fields', () => {
    expect(auditCanonical({ ...base, seq: '1', entityId: 'ä|1', prevHash: '' })).toBe(
      '2:v1|1:1|27:2026-11-28T06:00:00.000000Z|~|1:3|5:offer|4:ä|1|6:update|8:{"a": 1}|0:',
    );
    expect(auditCanonical({ ...base, seq: '1', entityId: 'a', action: '|b', prevHash: '' })).not.toBe(
      auditCanonical({ ...base, seq: '1', entityId: 'a|', action: 'b', prevHash: '' }),
    );
  });

  it('accepts an intact chain and finds a changed, a relinked and a missing row', () => {
    const rows = chain(5);
    expect(checkAuditChainPage(rows, { seq: 0, hash: '' }, sha)).toEqual({
      state: { seq: 5, hash: rows[4]!.hash },
      broken: null,
    });
    const changed = rows.map((r, i) => (i === 2 ? { ...r, details: '{"a": 2}' } : r));
    expect(checkAuditChainPage(changed, { seq: 0, hash: '' }, sha).broken).toMatchObject({
      id: '103',
      reason: 'HASH_MISMATCH',
    });
    const relinked = rows.map((r, i) => (i === 3 ? { ...r, prevHash: 'x' } : r));
    expect(checkAuditChainPage(relinked, { seq: 0, hash: '' }, sha).broken).toMatchObject({
      id: '104',
      reason: 'PREV_HASH_MISMATCH',
    });
    expect(checkAuditChainPage([rows[0]!, rows[2]!], { seq: 0, hash: '' }, sha).broken).toMatchObject({
      id: '103',
      reason: 'SEQ_GAP',
    });
  });
});
