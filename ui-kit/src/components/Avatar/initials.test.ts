import { describe, expect, it } from 'vitest';
import { initialsOf, toneIndexOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace   brewster murray hopper ')).toBe('GH');
    expect(initialsOf('Jean-Pierre de la Fontaine')).toBe('JF');
  });

  it('gives one letter for a one-word name and nothing for an empty one', () => {
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf('— ·')).toBe('');
  });

  it('skips punctuation and keeps accented and non-Latin letters whole', () => {
    expect(initialsOf('(Ada) Lovelace')).toBe('AL');
    expect(initialsOf('émile zola')).toBe('ÉZ');
    expect(initialsOf('Ørsted Ångström')).toBe('ØÅ');
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
  });

  it('uses the local part of an e-mail address', () => {
    expect(initialsOf('ada.lovelace@example.com')).toBe('AL');
    expect(initialsOf('admin@example.com')).toBe('A');
  });

  it('uppercases in the given locale', () => {
    expect(initialsOf('ilker ışık', 'tr')).toBe('İI');
  });
});

describe('toneIndexOf', () => {
  it('is stable and within range', () => {
    const index = toneIndexOf('Ada Lovelace', 5);
    expect(index).toBe(toneIndexOf('Ada Lovelace', 5));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(5);
    const spread = new Set(
      ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'].map((n) => toneIndexOf(n, 5)),
    );
    expect(spread.size).toBeGreaterThan(1);
  });
});
