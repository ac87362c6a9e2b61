import React, { type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { applyColorScheme } from '@accrue/ui-kit/theme';
import { createAppState } from './app-state';
import { registerMountedApp, unregisterMountedApp, type ColorScheme, type Locale } from './contract';
import { commonMessages } from './common-messages';
import { mergeCatalogues, type Catalogue } from './i18n';
import { AppProviders } from './AppProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export interface WidgetMountOptions {
  locale?: Locale;
  colorScheme?: ColorScheme;
}

export interface MountedWidget {
  unmount(): void;
}

export interface WidgetOptions<Id extends string, P> {
  name: string;
  messages: Catalogue<Id>;
  Component: ComponentType<P>;
}

/**
 * An embeddable widget: `mount(element, options)` renders it into any element of any page, with its
 * own QueryClient and store (there is no shell around it), and returns a handle to unmount it.
 */
export function createWidget<Id extends string, P extends object>({
  name,
  messages,
  Component,
}: WidgetOptions<Id, P>) {
  const catalogue = mergeCatalogues(commonMessages, messages) as Catalogue<string>;
  return function mount(element: HTMLElement, options: WidgetMountOptions & P): MountedWidget {
    const { locale, colorScheme, ...props } = options;
    const state = createAppState({ locale, colorScheme, persist: false });
    applyColorScheme(element, colorScheme ?? 'system');
    const root = createRoot(element);
    root.render(
      <AppProviders {...state} messages={catalogue}>
        <RouteErrorBoundary>
          <Component {...(props as P)} />
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
