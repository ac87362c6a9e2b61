/**
 * The initials shown when a user has no picture: the first letter of the first and of the last
 * word of the name ('Ada Lovelace' gives 'AL', 'Jean-Pierre de la Fontaine' gives 'JF'), one
 * letter for a one-word name, the local part of an e-mail address when that is all there is
 * ('ada.lovelace@example.com' gives 'AL'). Letters are taken whole (`Array.from`), so accented
 * and non-Latin names keep their first character intact. An empty name gives ''.
 */
export function initialsOf(name: string, locale?: string): string {
  let words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 1 && words[0]!.includes('@')) {
    words = words[0]!
      .split('@')[0]!
      .split(/[._+-]+/)
      .filter(Boolean);
  }
  // Only letters and digits make initials: '(Ada) Lovelace' starts with A, not '('.
  const firstLetter = (word: string) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '';
  const letters = words.map(firstLetter).filter(Boolean);
  if (letters.length === 0) return '';
  const picked = letters.length === 1 ? [letters[0]!] : [letters[0]!, letters[letters.length - 1]!];
  return picked.join('').toLocaleUpperCase(locale);
}

/**
 * A stable colour slot for a name, so one person keeps the same initials colour everywhere
 * (a simple string hash, not cryptographic).
 */
export function toneIndexOf(name: string, toneCount: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) | 0;
  return Math.abs(hash) % toneCount;
}
