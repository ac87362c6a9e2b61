import type { AvatarUser } from './Avatar';

// Story and test data only: pictures are inline SVGs, so stories need no network.
const BACKGROUNDS = ['#f6c89f', '#a7d3f2', '#c5e1a5', '#f4b6c2', '#d1c4e9', '#ffe082'];
const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
  'Tim Berners-Lee',
  'Hedy Lamarr',
];

/** A small generated portrait (a head and shoulders on a coloured disc). */
export function samplePicture(index: number): string {
  const background = BACKGROUNDS[index % BACKGROUNDS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${background}"/>` +
    `<circle cx="32" cy="25" r="12" fill="#5d4037"/>` +
    `<path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#37474f"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` users; every other one has a picture when `withPictures`. */
export function sampleUsers(count: number, withPictures = false): AvatarUser[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index,
    name: NAMES[index % NAMES.length]!,
    src: withPictures && index % 2 === 0 ? samplePicture(index) : undefined,
  }));
}
