import { lazy, type ComponentType } from 'react';
import { DEFAULT_LOCALE, type ColorScheme, type Locale } from './contract';
import { messagesIn, type LazyCatalogue } from './i18n/catalogue';
import { commonMessages } from './i18n/common';
import { lazyQueryClient } from './queries';

export interface WidgetMountOptions {
  locale?: Locale;
  colorScheme?: ColorScheme;
}

export interface MountedWidget {
  unmount(): void;
}

/** An embeddable widget as a remote declares it: its component, loaded on first mount. */
export type WidgetLoader<P extends object = Record<string, unknown>> = () => Promise<ComponentType<P>>;

export type MountWidget<P extends object = Record<string, unknown>> = (
  element: HTMLElement,
  options?: WidgetMountOptions & P,
) => MountedWidget;

/**
 * An embeddable widget: `mount(element, options)` renders it into any element of any page, with its
 * own QueryClient and store (there is no shell around it), and returns a handle to unmount it.
 *
 * Its first render waits, as a transition, for what it needs, all asked for at once: its labels in
 * the one language asked for, react-query and its code. Rendered at once, the providers would ask
 * for them one after the other (three round trips instead of one), and a plain render commits its
 * Suspense fallback on any promise not settled yet, after which React holds the reveal until 300 ms
 * after that fallback (its fallback throttle): in an embedding frame, 300 ms before the first figure
 * for nothing. The promises are the ones the render then reads (labels and modules are cached).
 * The rendering code itself (widget-root) is one of them: pages without widgets never load it.
 */
export function createWidget<P extends object>({
  name,
  messages,
  load,
}: {
  name: string;
  messages: LazyCatalogue;
  load: WidgetLoader<P>;
}): MountWidget<P> {
  let code: Promise<ComponentType<P>> | undefined;
  const loadCode = () => (code ??= load());
  const Component = lazy(async () => ({ default: await loadCode() }));
  return function mount(element, options = {} as WidgetMountOptions & P) {
    let mounted: MountedWidget | undefined;
    let unmounted = false;
    // A failed download renders all the same: the render meets it again and shows the error.
    const settled = <T,>(promise: Promise<T>) => promise.catch(() => undefined);
    void Promise.all([
      import('./widget-root'),
      settled(messagesIn(messages, commonMessages, options.locale ?? DEFAULT_LOCALE)),
      settled(lazyQueryClient().load()),
      settled(loadCode()),
    ]).then(([{ renderWidget }]) => {
      if (!unmounted) mounted = renderWidget({ name, messages, Component, element, options });
    });
    return {
      unmount() {
        unmounted = true;
        mounted?.unmount();
      },
    };
  };
}
