// One writer per table (decision 061): the server source is read and every insert, update and
// delete is checked against the owners map, like lint checks imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';
import { NOT_WRITTEN_BY_CODE, TABLE_OWNERS } from '../src/db/table-owners';
import { tableWrites, writerOf } from './table-writes';

const SRC = join(import.meta.dirname, '..', 'src');

const tableNames = new Map<string, string>(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** "file:line writer verb table (owner: x)" for each write the map does not allow. */
function foreignWrites(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    const writer = writerOf(path);
    if (writer === null) return [];
    return tableWrites(path, text, tableNames)
      .filter((w) => TABLE_OWNERS[w.table] !== writer)
      .map(
        (w) =>
          `${path}:${w.line} ${writer} ${w.verb}s ${w.table} (owner: ${TABLE_OWNERS[w.table] ?? 'none, written by no code'})`,
      );
  });
}

const serverFiles = () =>
  sourceFiles(SRC).map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }));

test('every table has an owner or is listed as written by no code, not both', () => {
  const owned = Object.keys(TABLE_OWNERS);
  expect([...tableNames.values()].filter((t) => !owned.includes(t) && !NOT_WRITTEN_BY_CODE.includes(t))).toEqual([]);
  expect(owned.filter((t) => NOT_WRITTEN_BY_CODE.includes(t))).toEqual([]);
  // A renamed or dropped table leaves no stale entry behind.
  expect([...owned, ...NOT_WRITTEN_BY_CODE].filter((t) => ![...tableNames.values()].includes(t))).toEqual([]);
});

test('only its owner writes a table', () => {
  expect(foreignWrites(serverFiles())).toEqual([]);
});

test('every owner writes its table: the map names the real writer', () => {
  const writes = serverFiles().flatMap(({ path, text }) =>
    tableWrites(path, text, tableNames).map((w) => `${w.table} ${writerOf(path)}`),
  );
  expect(Object.entries(TABLE_OWNERS).filter(([table, owner]) => !writes.includes(`${table} ${owner}`))).toEqual([]);
});

test('the check sees Drizzle and raw SQL writes by a non-owner, and lets the owner and tests write', () => {
  const text = [
    "import { users as u, sessions } from '../../db/schema';",
    "import * as schema from '../../db/schema';",
    'await tx',
    '  .update(u)',
    '  .set({ roles });',
    'await db.delete(schema.sessions).where(x);',
    'await db.execute(sql`insert into outbox (kind) values (1)`);',
    'await db.execute(sql`delete from ${sessions} where true`);',
    'await db.insert(notATable).values({});',
    'seen.delete(sessionsKey);',
  ].join('\n');
  expect(foreignWrites([{ path: 'features/terms/terms.repository.ts', text }])).toEqual([
    'features/terms/terms.repository.ts:4 terms updates users (owner: users)',
    'features/terms/terms.repository.ts:6 terms deletes sessions (owner: session)',
    'features/terms/terms.repository.ts:7 terms inserts outbox (owner: outbox)',
    'features/terms/terms.repository.ts:8 terms deletes sessions (owner: session)',
  ]);
  expect(
    foreignWrites([
      { path: 'plugins/session.ts', text: "import { sessions } from '../db/schema';\ndb.delete(sessions);" },
    ]),
  ).toEqual([]);
  expect(foreignWrites([{ path: 'features/terms/terms.test.ts', text }])).toEqual([]);
  expect(
    foreignWrites([
      {
        path: 'features/news/news.repository.ts',
        text: "import { regions } from '../../db/schema';\ndb.insert(regions);",
      },
    ]),
  ).toEqual(['features/news/news.repository.ts:2 news inserts regions (owner: none, written by no code)']);
});
