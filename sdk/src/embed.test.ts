import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  embed,
  embedFrameUrl,
  embedOrigin,
  loadWidget,
  mountWidget,
  widgetEntryUrl,
  WIDGETS,
  type WidgetName,
} from './embed.js';

describe('embed', () => {
  it('points each widget at the remote that exposes it', () => {
    expect(widgetEntryUrl('https://accrue.example.com/', 'statement')).toBe(
      'https://accrue.example.com/remotes/mfe-statements/remoteEntry.js',
    );
    expect(widgetEntryUrl('https://accrue.example.com', 'dashboard')).toBe(
      'https://accrue.example.com/remotes/mfe-statements/remoteEntry.js',
    );
    expect(WIDGETS.statement.container).toBe('mfe_statements');
  });
});

describe('federationRuntimeUrl', () => {
  it('names the runtime the shell publishes for pages without the shell', async () => {
    const { federationRuntimeUrl } = await import('./embed.js');
    expect(federationRuntimeUrl('https://accrue.example.com/')).toBe(
      'https://accrue.example.com/static/js/federation-runtime.js',
    );
  });
});

describe('mountWidget', () => {
  /** A page with no DOM: scripts "load" at once and the statement remote defines its container. */
  function fakePage() {
    const loaded: string[] = [];
    const mounts: { element: unknown; options: unknown }[] = [];
    const view: Record<string, unknown> = {};
    const container = {
      init: () => undefined,
      get: async () => () => ({
        default: {
          widgets: {
            statement: (element: unknown, options: unknown) => {
              mounts.push({ element, options });
              return { unmount: () => undefined };
            },
          },
        },
      }),
    };
    const doc = {
      defaultView: view,
      createElement: () => ({}) as { src: string; onload: () => void },
      head: {
        append(script: { src: string; onload: () => void }) {
          loaded.push(script.src);
          if (script.src.endsWith('/remoteEntry.js')) view.mfe_statements = container;
          else view._FEDERATION_RUNTIME_CORE = {};
          script.onload();
        },
      },
    };
    const element = { ownerDocument: doc } as unknown as HTMLElement;
    return { loaded, mounts, element };
  }

  it('loads the federation runtime, then the widget, and mounts it with the frame session', async () => {
    const page = fakePage();
    const widget = await mountWidget('https://a.test/', 'statement', page.element, {
      accessToken: 'session',
    });
    expect(page.loaded).toEqual([
      'https://a.test/static/js/federation-runtime.js',
      'https://a.test/remotes/mfe-statements/remoteEntry.js',
    ]);
    expect(page.mounts).toEqual([{ element: page.element, options: { accessToken: 'session' } }]);
    expect(typeof widget.unmount).toBe('function');
  });

  it('loads a widget without mounting it, for a frame that still waits for its token', async () => {
    const page = fakePage();
    const mount = await loadWidget('https://b.test', 'statement', page.element.ownerDocument);
    expect(page.loaded).toHaveLength(2);
    expect(page.mounts).toEqual([]);
    mount(page.element, { locale: 'fr' });
    expect(page.mounts).toEqual([{ element: page.element, options: { locale: 'fr' } }]);
  });
});

describe('embed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which selector matched nothing, and which widgets exist', async () => {
    vi.stubGlobal('document', { querySelector: (selector: string) => (selector === '#c' ? {} : null) });
    await expect(
      embed('#nowhere', { widget: 'statement', token: 't', origin: 'https://b.test' }),
    ).rejects.toThrow('#nowhere');
    await expect(
      embed('#c', { widget: 'payouts' as WidgetName, token: 't', origin: 'https://b.test' }),
    ).rejects.toThrow(/unknown widget payouts.*statement/);
  });

  it('frames the widget on the Accrue origin, naming the host page', () => {
    expect(embedFrameUrl('https://accrue.example.com/', 'statement', 'https://crm.example.com')).toBe(
      'https://accrue.example.com/embed/statement?host=https%3A%2F%2Fcrm.example.com',
    );
  });

  it('loads widgets from the origin that served the SDK unless told another', () => {
    expect(embedOrigin(undefined, 'https://accrue.example.com/sdk/embed.js')).toBe(
      'https://accrue.example.com',
    );
    expect(embedOrigin('https://other.example.com', 'https://accrue.example.com/sdk/embed.js')).toBe(
      'https://other.example.com',
    );
    expect(() => embedOrigin(undefined, 'file:///app/node_modules/@accrue/sdk/dist/embed.js')).toThrow(
      /origin/,
    );
  });
});
