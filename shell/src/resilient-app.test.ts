import { describe, expect, it, vi } from 'vitest';
import type { AppProps, LifeCycles } from 'single-spa';
import { resilientApplication } from './resilient-app';

const props = () =>
  ({ name: 'mfe_test', domElement: document.createElement('div') }) as unknown as AppProps & {
    domElement: HTMLElement;
  };

function fakeRemote() {
  return {
    bootstrap: vi.fn(async () => {}),
    mount: vi.fn(async () => {}),
    unmount: vi.fn(async () => {}),
  } satisfies LifeCycles;
}

describe('resilientApplication', () => {
  it('bootstraps and mounts the remote once loaded, and unmounts it', async () => {
    const remote = fakeRemote();
    const app = resilientApplication(async () => remote, vi.fn());
    const p = props();
    await (app.mount as (p: unknown) => Promise<void>)(p);
    expect(remote.bootstrap).toHaveBeenCalledOnce();
    expect(remote.mount).toHaveBeenCalledOnce();
    await (app.unmount as (p: unknown) => Promise<void>)(p);
    expect(remote.unmount).toHaveBeenCalledOnce();
  });

  it('shows an error in its own area and mounts the remote when Retry succeeds', async () => {
    const remote = fakeRemote();
    const load = vi
      .fn<(attempt: number) => Promise<LifeCycles>>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValueOnce(remote);
    let retry: () => void = () => {};
    const unmountError = vi.fn();
    const renderError = vi.fn((_el: HTMLElement, _err: unknown, onRetry: () => void) => {
      retry = onRetry;
      return { unmount: unmountError };
    });
    const app = resilientApplication(load, renderError);
    const p = props();
    await (app.mount as (p: unknown) => Promise<void>)(p);
    expect(renderError).toHaveBeenCalledOnce();
    expect(remote.mount).not.toHaveBeenCalled();

    retry();
    await vi.waitFor(() => expect(remote.mount).toHaveBeenCalledOnce());
    expect(unmountError).toHaveBeenCalledOnce();
    expect(load).toHaveBeenNthCalledWith(2, 1);
  });

  it('does not mount a remote that finished loading after the user navigated away', async () => {
    const remote = fakeRemote();
    let finish: (l: LifeCycles) => void = () => {};
    const app = resilientApplication(() => new Promise((resolve) => (finish = resolve)), vi.fn());
    const p = props();
    const mounting = (app.mount as (p: unknown) => Promise<void>)(p);
    await (app.unmount as (p: unknown) => Promise<void>)(p);
    finish(remote);
    await mounting;
    expect(remote.mount).not.toHaveBeenCalled();
  });
});
