import type { Role } from '@accrue/access';

/** Spec doc 3 §5 and §9: jpeg, jpg, png, svg; at most 5,000,000 bytes, one file. */
export const AVATAR_MAX_BYTES = 5_000_000;
export const AVATAR_ACCEPT = ['image/jpeg', 'image/png', 'image/svg+xml', '.jpeg', '.jpg', '.png', '.svg'];
export const LANGUAGES = ['en', 'fr', 'de', 'pt', 'es', 'it'] as const;

/** Read-only roles (and a deactivated user) change only their language (doc 3 §6). */
export const NAME_READ_ONLY_ROLES: readonly Role[] = [
  'READ_ONLY_ADMIN',
  'SCOPED_READ_ONLY_ADMIN',
  'READ_ONLY_MANAGER',
  'READ_ONLY_EMPLOYEE',
  'DEACTIVATED_USER',
];

/** The largest square in the middle of a picture of this size (the avatar's crop, aspect 1). */
export function squareCrop(width: number, height: number): { x: number; y: number; size: number } {
  const size = Math.min(width, height);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The picture as the API takes it (a data URL): a jpeg or png cropped to its middle square (at most
 * 512 px) when the browser can draw it; an svg, or a picture the browser cannot decode, as chosen
 * (the server checks its type and size either way).
 */
export async function toAvatarBase64(file: File): Promise<string> {
  if (file.type !== 'image/svg+xml' && typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const crop = squareCrop(bitmap.width, bitmap.height);
      const side = Math.min(crop.size, 512);
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d');
      if (context) {
        context.drawImage(bitmap, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
        bitmap.close();
        const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
        if (blob) return readAsDataUrl(blob);
      }
    } catch {
      // Not decodable here: sent as chosen.
    }
  }
  return readAsDataUrl(file);
}
