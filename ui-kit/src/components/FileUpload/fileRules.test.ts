import { describe, expect, it } from 'vitest';
import {
  FILE_REJECTION_MESSAGE_IDS,
  addFiles,
  fileErrors,
  formatFileSize,
  isAcceptedType,
} from './fileRules';
import { messages as formMessages } from '../../i18n/catalogue/forms/en';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('file upload rules (spec doc 3 §5)', () => {
  it('accepts MIME types, type families and extensions, case-insensitively', () => {
    const accept = ['image/png', 'image/svg+xml', '.jpg', '.JPEG', 'text/*'];
    expect(isAcceptedType(file('a.png', 1, 'image/png'), accept)).toBe(true);
    expect(isAcceptedType(file('PHOTO.JPG', 1, 'image/jpeg'), accept)).toBe(true);
    expect(isAcceptedType(file('photo.jpeg', 1, ''), accept)).toBe(true);
    expect(isAcceptedType(file('notes.csv', 1, 'text/csv'), accept)).toBe(true);
    expect(isAcceptedType(file('a.gif', 1, 'image/gif'), accept)).toBe(false);
    expect(isAcceptedType(file('a.pdf', 1, 'application/pdf'), accept)).toBe(false);
  });

  it('accepts every type when no list is given', () => {
    expect(isAcceptedType(file('a.exe', 1, 'application/octet-stream'), undefined)).toBe(true);
    expect(isAcceptedType(file('a.exe', 1, 'application/octet-stream'), [])).toBe(true);
  });

  it('checks the maximum and minimum sizes, unlimited by default', () => {
    expect(fileErrors(file('a', 10 ** 12), {})).toEqual([]);
    expect(fileErrors(file('a', 0), {})).toEqual([]);
    // The avatar's rule: at most 5,000,000 bytes.
    expect(fileErrors(file('a', 5_000_000), { maxSize: 5_000_000 })).toEqual([]);
    expect(fileErrors(file('a', 5_000_001), { maxSize: 5_000_000 })).toEqual(['file-too-large']);
    expect(fileErrors(file('a', 9), { minSize: 10 })).toEqual(['file-too-small']);
    expect(fileErrors(file('a.gif', 9, 'image/gif'), { minSize: 10, accept: ['.png'] })).toEqual([
      'file-invalid-type',
      'file-too-small',
    ]);
  });

  it('rejects files beyond the maximum count and keeps the ones that fit', () => {
    const current = [file('a.csv', 1)];
    const result = addFiles(current, [file('b.csv', 1), file('c.csv', 1), file('d.csv', 1)], { maxFiles: 3 });
    expect(result.files.map((f) => f.name)).toEqual(['a.csv', 'b.csv', 'c.csv']);
    expect(result.rejected).toEqual([{ file: file('d.csv', 1), errors: ['too-many-files'] }]);
  });

  it('allows any number of files by default', () => {
    const many = Array.from({ length: 50 }, (_, i) => file(`${i}.csv`, 1));
    expect(addFiles([], many, {}).files).toHaveLength(50);
  });

  it('does not count refused files against the maximum', () => {
    const result = addFiles([], [file('a.gif', 1, 'image/gif'), file('b.png', 1, 'image/png')], {
      maxFiles: 1,
      accept: ['image/png'],
    });
    expect(result.files.map((f) => f.name)).toEqual(['b.png']);
    expect(result.rejected).toEqual([{ file: file('a.gif', 1, 'image/gif'), errors: ['file-invalid-type'] }]);
  });

  it('replaces the single file when the maximum is one, but only with a valid file', () => {
    const current = [file('old.png', 1, 'image/png')];
    expect(addFiles(current, [file('new.png', 1, 'image/png')], { maxFiles: 1 }).files).toEqual([
      file('new.png', 1, 'image/png'),
    ]);
    const refused = addFiles(current, [file('new.png', 10, 'image/png')], { maxFiles: 1, maxSize: 5 });
    expect(refused.files).toEqual(current);
    expect(refused.rejected[0]?.errors).toEqual(['file-too-large']);
    const two = addFiles([], [file('a.png', 1), file('b.png', 1)], { maxFiles: 1 });
    expect(two.files.map((f) => f.name)).toEqual(['a.png']);
    expect(two.rejected[0]?.errors).toEqual(['too-many-files']);
  });

  it("maps each rejection to the spec's message", () => {
    const english = formMessages as Record<string, string>;
    expect(
      Object.fromEntries(Object.entries(FILE_REJECTION_MESSAGE_IDS).map(([code, id]) => [code, english[id]])),
    ).toEqual({
      'file-invalid-type': 'Invalid file type',
      'file-too-large': 'File is too large',
      'file-too-small': 'File is too small',
      'too-many-files': 'Too many uploaded files',
    });
  });

  it('formats sizes for the language with decimal units', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1500, 'en')).toBe('1.5 kB');
    expect(formatFileSize(5_000_000, 'en')).toBe('5 MB');
    expect(formatFileSize(1_250_000_000, 'en')).toBe('1.3 GB');
    // Languages differ in the kind of space before the unit; the digits and unit are what matter.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatFileSize(1500, 'fr'))).toBe('1,5 ko');
    expect(spaced(formatFileSize(2_500_000, 'de'))).toBe('2,5 MB');
  });
});
