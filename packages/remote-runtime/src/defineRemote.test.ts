import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { createAppState } from './app-state';
import { defineRemote } from './defineRemote';

afterEach(() => {
  document.body.innerHTML = '';
});

const remote = defineRemote({
  name: 'mfe_example',
  routes: [{ path: '/example', title: 'page.example' }],
  messages: async (locale) => ({ messages: { 'page.example': `Example (${locale})` } }),
  widgets: {
    greeting: async () =>
      function Greeting({ who }: { who?: string }) {
        return createElement('p', { 'data-testid': 'greeting' }, `Hello ${who}`);
      },
  },
});

describe('defineRemote', () => {
  it('gives the single-spa lifecycles the shell mounts', () => {
    expect(typeof remote.bootstrap).toBe('function');
    expect(typeof remote.mount).toBe('function');
    expect(typeof remote.unmount).toBe('function');
    expect(remote.routes.map((route) => route.path)).toEqual(['/example']);
  });

  it('mounts its route table into the element the shell gives it, and unmounts it', async () => {
    window.history.replaceState(null, '', '/example');
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...createAppState({ persist: false, locale: 'de' }), domElement, name: 'mfe_example' };
    const spa = props as unknown as Parameters<typeof remote.mount>[0];
    await remote.bootstrap(spa);
    await remote.mount(spa);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Example (de)'));
    expect(Object.keys(globalThis.__ACCRUE_APPS__ ?? {})).toEqual(['mfe_example']);
    await remote.unmount(spa);
    expect(domElement.innerHTML).toBe('');
    expect(Object.keys(globalThis.__ACCRUE_APPS__ ?? {})).toEqual([]);
  });

  it('loads the labels of the one language asked for', async () => {
    expect(await remote.messages.load('it')).toEqual({ 'page.example': 'Example (it)' });
  });

  it('makes each widget mountable into any element, and unmountable', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.greeting!(host, { who: 'Ada' });
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Hello Ada'));
    expect(globalThis.__ACCRUE_APPS__?.[Object.keys(globalThis.__ACCRUE_APPS__ ?? {})[0]!]).toBeDefined();
    widget.unmount();
    expect(host.innerHTML).toBe('');
    expect(Object.keys(globalThis.__ACCRUE_APPS__ ?? {})).toEqual([]);
  });

  it('renders nothing for a widget unmounted before its code arrived', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    remote.widgets.greeting!(host, { who: 'Grace' }).unmount();
    const other = document.createElement('div');
    document.body.append(other);
    const widget = remote.widgets.greeting!(other, { who: 'Ada' });
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Hello Ada'));
    expect(host.innerHTML).toBe('');
    expect(Object.keys(globalThis.__ACCRUE_APPS__ ?? {})).toHaveLength(1);
    widget.unmount();
  });
});
