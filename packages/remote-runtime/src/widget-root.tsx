import React, { startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorScheme } from '@accrue/ui-kit/theme';
import { createAppState } from './app-state';
import { registerMountedApp, unregisterMountedApp } from './contract';
import type { LazyCatalogue } from './i18n/catalogue';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { WithQueries } from './queries';
import type { MountedWidget, WidgetMountOptions } from './createWidget';

/**
 * Renders a widget into its element, once what its first render needs has downloaded (see
 * createWidget): a module of its own, fetched with those, so that a page without widgets (every
 * page the shell shows) does not download it.
 */
export function renderWidget<P extends object>({
  name,
  messages,
  Component,
  element,
  options,
}: {
  name: string;
  messages: LazyCatalogue;
  Component: ComponentType<P>;
  element: HTMLElement;
  options: WidgetMountOptions & P;
}): MountedWidget {
  const { locale, colorScheme, ...props } = options;
  const state = createAppState({ locale, colorScheme, persist: false });
  applyColorScheme(element, colorScheme ?? 'system');
  const root = createRoot(element);
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
}
