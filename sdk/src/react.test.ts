// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccrueStatement, type AccrueWidgetProps } from './react.js';

// React's act() outside a test renderer asks for this flag.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORIGIN = 'https://accrue.example.com';
const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);

async function render(props: AccrueWidgetProps) {
  await act(async () => {
    root.render(createElement(AccrueStatement, props));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(async () => {
  await act(async () => root.render(null));
});

describe('<AccrueStatement>', () => {
  it('frames the statement widget of its origin, never with the token in the address', async () => {
    await render({ token: 'accrue-embed-token.one', origin: ORIGIN });
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.src).toBe(
      `${ORIGIN}/embed/statement?host=${encodeURIComponent(window.location.origin)}`,
    );
    expect(frames[0]!.src).not.toContain('accrue-embed-token');
    expect(container.querySelector('[data-accrue-widget="statement"]')).not.toBeNull();
  });

  it('keeps its frame across renders with new callbacks, and makes a new one for a new token', async () => {
    await render({ token: 'accrue-embed-token.one', origin: ORIGIN, onReady: () => undefined });
    const first = container.querySelector('iframe');
    await render({ token: 'accrue-embed-token.one', origin: ORIGIN, onReady: () => undefined });
    expect(container.querySelector('iframe')).toBe(first);
    await render({ token: 'accrue-embed-token.two', origin: ORIGIN });
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(container.querySelector('iframe')).not.toBe(first);
  });

  it('removes its frame when unmounted', async () => {
    await render({ token: 'accrue-embed-token.one', origin: ORIGIN });
    expect(container.querySelector('iframe')).not.toBeNull();
    await act(async () => root.render(null));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('reports a widget that cannot be embedded to onError and onEvent', async () => {
    const onError = vi.fn();
    const onEvent = vi.fn();
    await render({ token: 'accrue-embed-token.one', origin: 'not a url', onError, onEvent });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'accrue:error', code: 'EMBED_FAILED' }),
    );
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'accrue:error' }));
  });
});
