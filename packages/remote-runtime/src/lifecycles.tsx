import React, { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { registerMountedApp, unregisterMountedApp, type AccrueAppProps } from './contract';
import { commonMessages } from './i18n/common';
import { messagesIn, type LazyCatalogue } from './i18n/catalogue';
import { AppProviders } from './AppProviders';
import type { AppRoute } from './Routes';

/** What single-spa hands an application: the shell's props, with the element it renders into. */
export type SpaProps = AccrueAppProps & AppProps & { domElement?: HTMLElement };

export interface AppOptions {
  /** The application's name (its Module Federation name for a remote, e.g. `mfe_plans`). */
  name: string;
  /** The application's labels (the messages every application shows are added to them). */
  messages: LazyCatalogue;
  /** Set at build time; lets operators (and the e2e suite) tell which build is running. */
  buildLabel?: () => string;
}

/** An application's single-spa lifecycles, one function each. */
export interface AppLifecycles {
  bootstrap: LifeCycleFn<AccrueAppProps>;
  mount: LifeCycleFn<AccrueAppProps>;
  unmount: LifeCycleFn<AccrueAppProps>;
}

/** The last resort when an application's providers fail (its route errors have their own boundary). */
class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <pre role="alert">{String(this.state.error)}</pre> : this.props.children;
  }
}

/**
 * single-spa lifecycles for a React application of Accrue: its content loads lazily (the entry stays
 * tiny) and renders under the shell's QueryClient, store and locale, into the element the shell
 * gives it. (single-spa-react does the same with parcels and options Accrue has no use for.)
 */
export function createAppLifecycles(
  { name, messages, buildLabel = () => '' }: AppOptions,
  loadContent: () => Promise<ComponentType<SpaProps>>,
): AppLifecycles {
  let Content: ComponentType<SpaProps> | null = null;
  let root: Root | null = null;
  const bootstrap: LifeCycleFn<AccrueAppProps> = async (props) => {
    // The user's language downloads while the content's code does, not after it.
    messagesIn(messages, commonMessages, props.store.get(props.atoms.locale)).catch(() => {});
    Content = await loadContent();
  };
  const mount: LifeCycleFn<AccrueAppProps> = async (appProps) => {
    // The shell (and the standalone dev entry) pass the element through customProps.
    const props = appProps as SpaProps;
    if (!Content) throw new Error(`${name} was mounted before it was bootstrapped`);
    if (!props.domElement) throw new Error(`${name} was given no domElement to render into`);
    registerMountedApp({
      name,
      useState: React.useState,
      queryClient: props.queryClient,
      buildLabel: buildLabel(),
    });
    root = createRoot(props.domElement);
    root.render(
      <AppErrorBoundary>
        <AppProviders {...props} messages={messages}>
          <Content {...props} />
        </AppProviders>
      </AppErrorBoundary>,
    );
  };
  const unmount: LifeCycleFn<AccrueAppProps> = async () => {
    root?.unmount();
    root = null;
    unregisterMountedApp(name);
  };
  return { bootstrap, mount, unmount };
}

/** An application whose content is a route table (a remote, the shell's own pages). */
export function createRouteTableApp(options: AppOptions & { routes: readonly AppRoute[] }) {
  return createAppLifecycles(options, async () => {
    const { Routes } = await import('./Routes');
    return function RouteTableContent() {
      return <Routes routes={options.routes} />;
    };
  });
}
