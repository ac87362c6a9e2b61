import React, { lazy, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorScheme } from '@accrue/ui-kit/theme';
import { createAppState } from './app-state';
import {
  DEFAULT_LOCALE,
  registerMountedApp,
  unregisterMountedApp,
  type ColorScheme,
  type Locale,
} from './contract';
import { messagesIn, type LazyCatalogue } from './i18n/catalogue';
import { commonMessages } from './i18n/common';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { lazyQueryClient, WithQueries } from './queries';

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
    const { locale, colorScheme, ...props } = options;
    const state = createAppState({ locale, colorScheme, persist: false });
    applyColorScheme(element, colorScheme ?? 'system');
    const root = createRoot(element);
    let unmounted = false;
    void Promise.all([
      messagesIn(messages, commonMessages, locale ?? DEFAULT_LOCALE),
      lazyQueryClient().load(),
      loadCode(),
    ])
      // A failed download renders all the same: the render meets it again and shows the error.
      .catch(() => undefined)
      .then(() => {
        if (unmounted) return;
        startTransition(() =>
          root.render(
            <AppProviders {...state} messages={messages}>
              <RouteErrorBoundary>
                <WithQueries>
                  <Component {...(props as P)} />
                </WithQueries>
              </RouteErrorBoundary>
            </AppProviders>,
          ),
        );
      });
    const id = `${name}#${Math.random().toString(36).slice(2)}`;
    registerMountedApp({
      name: id,
      useState: React.useState,
      queryClient: state.queryClient,
      buildLabel: '',
    });
    return {
      unmount() {
        unmounted = true;
        root.unmount();
        unregisterMountedApp(id);
      },
    };
  };
}
