import { describe, expect, test } from 'vitest';
import type { Relationship, RelationshipStatus } from '@fuel/domain/contracts/relationships';
import { availableDecisions, relationshipsOfTab } from './relationship-tabs';

const rel = (id: number, buyerStatus: RelationshipStatus, sellerStatus: RelationshipStatus): Relationship => ({
  id,
  counterparty: { id, name: `Käufer ${id}`, city: 'Bremen' },
  other: { status: buyerStatus, additivesEnabled: false },
  buyerStatus,
  sellerStatus,
  status: sellerStatus,
  additivesEnabled: false,
  isNew: buyerStatus === 'ENABLED' && sellerStatus === 'NEW',
  message: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  currency: 'EUR',
  credit: null,
  paymentTerms: [],
});

const list = [
  rel(1, 'ENABLED', 'NEW'),
  rel(2, 'ENABLED', 'ENABLED'),
  rel(3, 'ENABLED', 'DISABLED'),
  rel(4, 'ENABLED', 'IN_REVIEW'),
  rel(5, 'ENABLED', 'DECLINED'),
];

describe('relationshipsOfTab', () => {
  test('new: open requests only; active: trading only; all: every one', () => {
    expect(relationshipsOfTab(list, 'new').map((r) => r.id)).toEqual([1]);
    expect(relationshipsOfTab(list, 'active').map((r) => r.id)).toEqual([2]);
    expect(relationshipsOfTab(list, 'all').map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('availableDecisions', () => {
  test('by the seller status: a request can be accepted, declined or put in review; an active one disabled', () => {
    expect(availableDecisions(list[0])).toEqual(['ACCEPT', 'DECLINE', 'IN_REVIEW']);
    expect(availableDecisions(list[1])).toEqual(['DISABLE']);
    expect(availableDecisions(list[2])).toEqual([]);
    expect(availableDecisions(list[3])).toEqual(['ACCEPT', 'DECLINE']);
    expect(availableDecisions(list[4])).toEqual([]);
  });
  test('nothing to decide while the buyer has not asked', () => {
    expect(availableDecisions({ buyerStatus: 'DISABLED', sellerStatus: 'NEW' })).toEqual([]);
  });
});
