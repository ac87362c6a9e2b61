import { describe, expect, it } from 'vitest';
import { deepEqual } from './deepEqual';

describe('deepEqual', () => {
  it('compares primitives, NaN included', () => {
    expect(deepEqual(1, 1)).toBe(true);
    expect(deepEqual('a', 'b')).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(deepEqual(null, undefined)).toBe(false);
    expect(deepEqual(0, '0')).toBe(false);
  });

  it('compares nested objects and arrays by content', () => {
    expect(deepEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(deepEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
  });

  it('treats a key holding undefined as absent', () => {
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: null }, { a: 1 })).toBe(false);
  });

  it('compares dates by time and other objects by identity', () => {
    expect(deepEqual(new Date(2024, 0, 1), new Date(2024, 0, 1))).toBe(true);
    expect(deepEqual(new Date(2024, 0, 1), new Date(2024, 0, 2))).toBe(false);
    expect(deepEqual(new Date(2024, 0, 1), 1704067200000)).toBe(false);
    const file = new File(['a'], 'a.txt');
    expect(deepEqual({ file }, { file })).toBe(true);
    expect(deepEqual({ file }, { file: new File(['a'], 'a.txt') })).toBe(false);
  });
});
