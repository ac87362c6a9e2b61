import type { AppProps, LifeCycles } from 'single-spa';

type AreaProps = { domElement: HTMLElement };

type Props = AppProps & AreaProps;

export interface ErrorView {
  unmount(): void;
}

export type RenderLoadError = (element: HTMLElement, error: unknown, retry: () => void) => ErrorView;

/**
 * Wraps a remote that is loaded over the network so that a failure stays in its own area: when the
 * remote cannot be fetched, its area shows an error with a Retry button and single-spa carries on
 * (a plain single-spa application that fails to load would be marked broken until a full reload).
 */
export function resilientApplication(
  load: (attempt: number) => Promise<LifeCycles>,
  renderLoadError: RenderLoadError,
): LifeCycles<AreaProps> {
  let remote: LifeCycles | null = null;
  let mountedRemote = false;
  let errorView: ErrorView | null = null;
  let attempt = 0;
  let active = false;

  const lifecycle = async (fns: LifeCycles['mount'], props: Props) => {
    for (const fn of Array.isArray(fns) ? fns : [fns]) await fn(props);
  };

  async function tryMount(props: Props): Promise<void> {
    try {
      if (!remote) {
        const loaded = await load(attempt++);
        await lifecycle(loaded.bootstrap, props);
        remote = loaded;
      }
      if (!active) return; // navigated away while loading
      await lifecycle(remote.mount, props);
      mountedRemote = true;
    } catch (error) {
      console.error(`Could not load ${props.name}`, error);
      if (!active) return;
      errorView = renderLoadError(props.domElement, error, () => {
        errorView?.unmount();
        errorView = null;
        void tryMount(props);
      });
    }
  }

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      active = true;
      await tryMount(props);
    },
    unmount: async (props) => {
      active = false;
      errorView?.unmount();
      errorView = null;
      if (mountedRemote && remote) {
        mountedRemote = false;
        await lifecycle(remote.unmount, props);
      }
    },
  };
}
