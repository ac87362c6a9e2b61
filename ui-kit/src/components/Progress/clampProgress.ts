/**
 * Spec doc 3 §9: progress values are clamped between 0 and 1 (a quota reached at 170 % fills the
 * bar, a negative figure empties it). A missing or unreadable value is no progress.
 */
export function clampProgress(value: number | string | null | undefined): number {
  const number = typeof value === 'string' ? Number(value.trim() || Number.NaN) : (value ?? Number.NaN);
  if (Number.isNaN(number)) return 0;
  return Math.min(1, Math.max(0, number));
}
