import React, { lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorScheme } from '@accrue/ui-kit/theme';
import { createAppState } from './app-state';
import { registerMountedApp, unregisterMountedApp, type ColorScheme, type Locale } from './contract';
import type { LazyCatalogue } from './i18n/catalogue';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { WithQueries } from './queries';

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
 * react-query and the widget's code download together on its first mount.
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
  const Component = lazy(async () => ({ default: await load() }));
  return function mount(element, options = {} as WidgetMountOptions & P) {
    const { locale, colorScheme, ...props } = options;
    const state = createAppState({ locale, colorScheme, persist: false });
    applyColorScheme(element, colorScheme ?? 'system');
    const root = createRoot(element);
    root.render(
      <AppProviders {...state} messages={messages}>
        <RouteErrorBoundary>
          <WithQueries>
            <Component {...(props as P)} />
          </WithQueries>
        </RouteErrorBoundary>
      </AppProviders>,
    );
    const id = `${name}#${Math.random().toString(36).slice(2)}`;
    registerMountedApp({
      name: id,
      useState: React.useState,
      queryClient: state.queryClient,
      buildLabel: '',
    });
    return {
      unmount() {
        root.unmount();
        unregisterMountedApp(id);
      },
    };
  };
}
