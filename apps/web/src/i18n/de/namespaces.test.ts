import { describe, expect, it } from 'vitest';
import { de, deNamespaces } from './index';

describe('German text namespaces', () => {
  it('give every top-level key one home (a second module with the same key would silently win)', () => {
    const keys = Object.values(deNamespaces).flatMap((texts) => Object.keys(texts));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(de).sort()).toEqual([...keys].sort());
  });
});
