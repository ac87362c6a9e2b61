import { describe, expect, it } from 'vitest';
import { KeyHashes } from './key-hashes.js';

describe('KeyHashes', () => {
  it('answers whether a key was added, across growth, as a Set does', () => {
    const hashes = new KeyHashes();
    const set = new Set<string>();
    for (let i = 0; i < 50_000; i++) {
      const key = i % 3 === 0 ? `D${i}` : `${i % 7}-ключ-${i * 31}-🎉`;
      expect(hashes.add(key)).toBe(!set.has(key));
      set.add(key);
    }
    expect(hashes.size).toBe(set.size);
    for (let i = 0; i < 60_000; i++) {
      const key = `D${i}`;
      expect(hashes.has(key)).toBe(set.has(key));
    }
    expect(hashes.add('D0')).toBe(false);
    expect(hashes.has('')).toBe(false);
    expect(hashes.add('')).toBe(true);
    expect(hashes.has('')).toBe(true);
  });
});
