import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadKitMessages } from '../i18n/kit-messages';
import { kitCatalogues } from '../i18n/messages';

// Testing Library unmounts between tests only when vitest globals are on; they are not here.
afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default. Lazily imported parts (the snackbar region, the
// overlays) are transformed on first import, which on a busy 2-core CI machine can take longer;
// the test's own timeout (30 s) still catches what never appears.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no CSS.escape, which react-aria's overlays call; browsers all have it.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape } as typeof CSS;
}

// Every area's labels in every language, before any test renders: a page downloads the labels of
// the areas it renders when it first renders them (components suspend once), but React Testing
// Library's act() environment does not replay a suspended render.
await preloadKitMessages([undefined, ...kitCatalogues]);
