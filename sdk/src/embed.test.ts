import { afterEach, describe, expect, it, vi } from 'vitest';
import { embed, embedOrigin, widgetEntryUrl, WIDGETS, type WidgetName } from './embed.js';

describe('embed', () => {
  it('points each widget at the remote that exposes it', () => {
    expect(widgetEntryUrl('https://accrue.example.com/', 'statement')).toBe(
      'https://accrue.example.com/remotes/mfe-statements/remoteEntry.js',
    );
    expect(widgetEntryUrl('https://accrue.example.com', 'dashboard')).toBe(
      'https://accrue.example.com/remotes/mfe-data/remoteEntry.js',
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

describe('embed', () => {
  /** A host page with no DOM: scripts "load" at once and the statement remote defines its container. */
  function fakeHostPage() {
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
      querySelector: (selector: string) => (selector === '#commissions' ? element : null),
    };
    const element = { ownerDocument: doc };
    vi.stubGlobal('document', doc);
    return { loaded, mounts, element };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('loads the federation runtime, then the widget, and mounts it with the token', async () => {
    const page = fakeHostPage();
    const widget = await embed('#commissions', {
      widget: 'statement',
      token: 'tok',
      origin: 'https://a.test/',
    });
    expect(page.loaded).toEqual([
      'https://a.test/static/js/federation-runtime.js',
      'https://a.test/remotes/mfe-statements/remoteEntry.js',
    ]);
    expect(page.mounts).toEqual([{ element: page.element, options: { token: 'tok' } }]);
    expect(typeof widget.unmount).toBe('function');
  });

  it('says which selector matched nothing, and which widgets exist', async () => {
    fakeHostPage();
    await expect(embed('#nowhere', { widget: 'statement', origin: 'https://b.test' })).rejects.toThrow(
      '#nowhere',
    );
    await expect(
      embed('#commissions', { widget: 'payouts' as WidgetName, origin: 'https://b.test' }),
    ).rejects.toThrow(/unknown widget payouts.*statement/);
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
