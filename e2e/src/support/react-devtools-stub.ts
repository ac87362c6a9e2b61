/**
 * A stand-in for the React DevTools global hook, installed before any page script runs: every
 * React renderer registers itself with the hook on load, so counting `inject` calls counts the
 * renderers a page really runs (a remote that bundled its own react-dom would add one).
 */
export const REACT_DEVTOOLS_STUB = `
  (() => {
    const renderers = new Map();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers,
      inject(renderer) { const id = renderers.size + 1; renderers.set(id, renderer); return id; },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  })();
`;
