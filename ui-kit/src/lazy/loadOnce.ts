/** A module downloaded at most once, which a stand-in can ask for and then read synchronously. */
export interface OnceLoaded<M> {
  /**
   * Starts the download, or returns the one under way or done: concurrent calls share one promise.
   * A failed download is forgotten, so the next call tries again (a flaky network must not leave
   * the stand-in without its control for the rest of the visit).
   */
  load: () => Promise<M>;
  /** The module once downloaded (for a render, which cannot wait); undefined until then. */
  loaded: () => M | undefined;
  /** Starts the download ahead of need (hover, focus); a failure is left to the next `load`. */
  preload: () => void;
}

export function loadOnce<M>(importer: () => Promise<M>): OnceLoaded<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    loaded: () => module,
    preload: () => void load().catch(() => {}),
  };
}
