/**
 * File upload rules (spec doc 3 §5 "File upload"): an accepted type list, a maximum number of files
 * and a maximum size (both unlimited by default) and a minimum size. Pure, so each rule is tested.
 */

/** The reasons a file is refused, as the common upload libraries name them. */
export type FileRejectionCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files';

/** What the rules look at: a File, or anything shaped like one (spec: uploaded file name, size). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface FileRules {
  /** MIME types ('image/png'), type families ('image/*') and extensions ('.csv'); empty or absent accepts all. */
  accept?: readonly string[];
  /** Most files chosen at once; unlimited by default. */
  maxFiles?: number;
  /** Largest file in bytes; unlimited by default. */
  maxSize?: number;
  /** Smallest file in bytes; 0 by default. */
  minSize?: number;
}

export interface FileRejection<File extends FileLike = FileLike> {
  file: File;
  errors: FileRejectionCode[];
}

/** The spec's message of each rejection, as catalogue ids. */
export const FILE_REJECTION_MESSAGE_IDS: Record<FileRejectionCode, string> = {
  'file-invalid-type': 'kit.forms.fileUpload.invalidType',
  'file-too-large': 'kit.forms.fileUpload.tooLarge',
  'file-too-small': 'kit.forms.fileUpload.tooSmall',
  'too-many-files': 'kit.forms.fileUpload.tooMany',
};

/** Whether a file matches one of the accepted MIME types, type families or extensions. */
export function isAcceptedType(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const mime = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule === '' || rule === '*' || rule === '*/*') return true;
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return mime === rule;
  });
}

/** The reasons one file breaks the per-file rules (type and size); empty when it passes. */
export function fileErrors(file: FileLike, rules: FileRules): FileRejectionCode[] {
  const errors: FileRejectionCode[] = [];
  if (!isAcceptedType(file, rules.accept)) errors.push('file-invalid-type');
  if (file.size > (rules.maxSize ?? Number.POSITIVE_INFINITY)) errors.push('file-too-large');
  if (file.size < (rules.minSize ?? 0)) errors.push('file-too-small');
  return errors;
}

/**
 * Adds newly chosen files to the current ones. Files that break a per-file rule are rejected; the
 * others are added in order while the maximum allows, the rest rejected as too many. With a
 * maximum of one, a valid new file replaces the current one instead.
 */
export function addFiles<File extends FileLike>(
  current: readonly File[],
  candidates: readonly File[],
  rules: FileRules,
): { files: File[]; rejected: FileRejection<File>[] } {
  const maxFiles = rules.maxFiles ?? Number.POSITIVE_INFINITY;
  const replacing = maxFiles === 1;
  const base = replacing ? [] : [...current];
  const added: File[] = [];
  const rejected: FileRejection<File>[] = [];
  for (const file of candidates) {
    const errors = fileErrors(file, rules);
    if (errors.length === 0 && base.length + added.length >= maxFiles) errors.push('too-many-files');
    if (errors.length > 0) rejected.push({ file, errors });
    else added.push(file);
  }
  if (added.length === 0) return { files: [...current], rejected };
  return { files: [...base, ...added], rejected };
}

/** A size in bytes for people, in their language: '512 bytes', '1.5 kB', '5 MB' (decimal units). */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  if (Math.abs(bytes) < 1000)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  let value = bytes;
  let unit: (typeof units)[number] = units[0];
  for (const candidate of units) {
    value /= 1000;
    unit = candidate;
    if (Math.abs(value) < 1000) break;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
