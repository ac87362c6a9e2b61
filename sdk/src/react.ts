/**
 * React components over `embed()`: `<AccrueStatement token={token} />` and
 * `<AccrueDashboard token={token} />`. React is an optional peer dependency: only this entry
 * (`@accrue/sdk/react`) imports it.
 *
 * A new frame is made when the widget's identity changes (a new token string, origin, colour
 * scheme, theme); a token given as a function and the event callbacks may change on
 * every render without reloading the frame (the latest ones are called).
 */
import { createElement, useEffect, useRef, type CSSProperties, type ReactElement } from 'react';
import { embed, type EmbedEvent, type EmbedOptions, type WidgetName } from './embed.js';

type EventOf<T extends EmbedEvent['type']> = Extract<EmbedEvent, { type: T }>;

export interface AccrueWidgetProps extends Omit<EmbedOptions, 'widget' | 'onEvent'> {
  /** Every event of the frame. */
  onEvent?: (event: EmbedEvent) => void;
  /** The widget has shown its user's data. */
  onReady?: (event: EventOf<'accrue:ready'>) => void;
  /** A drill-down (a rule's lines, another statement) the host may follow. */
  onNavigate?: (event: EventOf<'accrue:navigate'>) => void;
  /** A refused token or origin, a frame that did not answer, a widget that could not load. */
  onError?: (event: EventOf<'accrue:error'>) => void;
  /** The frame's session ended; with a token function a fresh token is asked for by itself. */
  onSessionExpired?: (event: EventOf<'accrue:session-expired'>) => void;
  className?: string;
  style?: CSSProperties;
}

function useEmbeddedWidget(widget: WidgetName, props: AccrueWidgetProps) {
  const element = useRef<HTMLDivElement>(null);
  // The latest props, read when the frame speaks: callbacks and token functions need not be stable.
  const latest = useRef(props);
  latest.current = props;
  const { token, origin, colorScheme, theme, timeoutMs } = props;
  const tokenKey = typeof token === 'string' ? token : 'function';
  const themeKey = theme ? JSON.stringify(theme) : '';

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let unmounted = false;
    let unmount: (() => void) | undefined;
    const current = latest.current;
    const onEvent = (event: EmbedEvent) => {
      const handlers = latest.current;
      handlers.onEvent?.(event);
      if (event.type === 'accrue:ready') handlers.onReady?.(event);
      else if (event.type === 'accrue:navigate') handlers.onNavigate?.(event);
      else if (event.type === 'accrue:error') handlers.onError?.(event);
      else if (event.type === 'accrue:session-expired') handlers.onSessionExpired?.(event);
    };
    embed(target, {
      widget,
      token:
        typeof current.token === 'string'
          ? current.token
          : () => {
              const latestToken = latest.current.token;
              return typeof latestToken === 'string' ? Promise.resolve(latestToken) : latestToken();
            },
      ...(origin !== undefined ? { origin } : {}),
      ...(colorScheme !== undefined ? { colorScheme } : {}),
      ...(current.theme ? { theme: current.theme } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      onEvent,
    }).then(
      (mounted) => {
        if (unmounted) mounted.unmount();
        else unmount = () => mounted.unmount();
      },
      (error: unknown) => {
        if (!unmounted) onEvent({ type: 'accrue:error', code: 'EMBED_FAILED', message: String(error) });
      },
    );
    return () => {
      unmounted = true;
      unmount?.();
    };
  }, [widget, tokenKey, origin, colorScheme, themeKey, timeoutMs]);

  return element;
}

function widgetComponent(widget: WidgetName) {
  function AccrueWidget(props: AccrueWidgetProps): ReactElement {
    const element = useEmbeddedWidget(widget, props);
    return createElement('div', {
      ref: element,
      className: props.className,
      style: props.style,
      'data-accrue-widget': widget,
    });
  }
  return AccrueWidget;
}

/** The rep's statement (the current one, or the one the token names), in a frame of the Accrue origin. */
export const AccrueStatement = widgetComponent('statement');

/** The rep's home: period total, progress to quota, trend and recent statements. */
export const AccrueDashboard = widgetComponent('dashboard');
