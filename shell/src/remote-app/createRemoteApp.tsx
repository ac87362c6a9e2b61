import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { registerMountedApp, unregisterMountedApp, type AccrueAppProps } from './contract';
import type { MessagesSource } from './i18n';
import { AppProviders } from './AppProviders';
import type { AppRoute } from './Routes';

export type SpaProps = AccrueAppProps & AppProps;

export interface AppOptions<Id extends string> {
  /** The application's name (its Module Federation name for a remote, e.g. `mfe_plans`). */
  name: string;
  /** The application's labels (the messages every application shows are added to them). */
  messages: MessagesSource<Id>;
  /** Set at build time; lets operators (and the e2e suite) tell which build is running. */
  buildLabel?: string;
}

/**
 * single-spa lifecycles for a React application of Accrue: its content loads lazily (the entry stays
 * tiny) and renders under the shell's QueryClient, store and locale.
 */
export function createAppLifecycles<Id extends string>(
  { name, messages, buildLabel = '' }: AppOptions<Id>,
  loadContent: () => Promise<ComponentType<SpaProps>>,
): LifeCycles<AccrueAppProps> {
  const loadRootComponent = async () => {
    const Content = await loadContent();
    return function Root(props: SpaProps) {
      return (
        <AppProviders {...props} messages={messages as MessagesSource<string>}>
          <Content {...props} />
        </AppProviders>
      );
    };
  };
  const lifecycles = singleSpaReact<AccrueAppProps>({
    React,
    ReactDOMClient,
    // single-spa-react types its props as optional; it always passes the application's props.
    loadRootComponent: loadRootComponent as () => Promise<ComponentType<SpaProps | undefined>>,
    errorBoundary: (error) => <pre role="alert">{String(error)}</pre>,
  });
  const mount: LifeCycleFn<AccrueAppProps> = async (props) => {
    registerMountedApp({ name, useState: React.useState, queryClient: props.queryClient, buildLabel });
    await lifecycles.mount(props);
  };
  const unmount: LifeCycleFn<AccrueAppProps> = async (props) => {
    await lifecycles.unmount(props);
    unregisterMountedApp(name);
  };
  return { bootstrap: lifecycles.bootstrap, mount, unmount };
}

/** A remote: lifecycles whose content is its route table. */
export function createRemoteApp<Id extends string>(
  options: AppOptions<Id> & { routes: readonly AppRoute[] },
) {
  return createAppLifecycles(options, async () => {
    const { Routes } = await import('./Routes');
    return function RemoteContent() {
      return <Routes routes={options.routes} />;
    };
  });
}
