import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts between tests only when vitest globals are on; they are not here.
afterEach(() => cleanup());

// jsdom has no CSS.escape, which react-aria's overlays call; browsers all have it.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape } as typeof CSS;
}
