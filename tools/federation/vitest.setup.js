// Plain JavaScript for the same reason as the preset.
import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default. A remote's pages and widgets import their parts
// lazily, and a busy 2-core CI machine transforms a module on its first import slowly (a lazy
// explanation panel took over 10 s beside the other suites); the test's own timeout still catches
// what never appears.
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no CSS.escape, which react-aria's overlays and the kit table's measured columns call
// (the kit's own test setup adds it the same way).
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape };
}
