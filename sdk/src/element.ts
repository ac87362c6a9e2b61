/**
 * Framework-free web components over `embed()`: `<accrue-statement token="…">` and
 * `<accrue-dashboard token="…">`. Call `defineAccrueElements()` once (it does nothing where custom
 * elements do not exist, e.g. in Node). Attributes: `token` (required), `origin` (the Accrue
 * server, when this module is not loaded from it), `color-scheme`. The frame's events
 * (`accrue:ready`, `accrue:resize`, `accrue:navigate`, `accrue:error`, `accrue:session-expired`)
 * are dispatched on the element.
 */
import { embed, type EmbeddedWidget, type WidgetName } from './embed.js';

export const ELEMENT_NAMES: Readonly<Record<WidgetName, string>> = {
  statement: 'accrue-statement',
  dashboard: 'accrue-dashboard',
};

function elementClass(widget: WidgetName, moduleUrl: string) {
  return class AccrueWidgetElement extends HTMLElement {
    static observedAttributes = ['token'];
    private mounted: EmbeddedWidget | undefined;
    private mounting = false;

    connectedCallback(): void {
      void this.mount();
    }

    disconnectedCallback(): void {
      this.mounted?.unmount();
      this.mounted = undefined;
    }

    attributeChangedCallback(): void {
      // A new token: a new frame.
      if (!this.isConnected) return;
      this.mounted?.unmount();
      this.mounted = undefined;
      void this.mount();
    }

    private async mount(): Promise<void> {
      const token = this.getAttribute('token');
      if (!token || this.mounted || this.mounting) return;
      this.mounting = true;
      try {
        const scheme = this.getAttribute('color-scheme');
        this.mounted = await embed(this, {
          widget,
          token,
          origin: this.getAttribute('origin') ?? new URL(moduleUrl).origin,
          ...(scheme === 'light' || scheme === 'dark' || scheme === 'system' ? { colorScheme: scheme } : {}),
        });
      } catch (error) {
        this.dispatchEvent(
          new CustomEvent('accrue:error', {
            detail: { type: 'accrue:error', code: 'EMBED_FAILED', message: String(error) },
          }),
        );
      } finally {
        this.mounting = false;
      }
    }
  };
}

/** Registers `<accrue-statement>` and `<accrue-dashboard>` (once; later calls change nothing). */
export function defineAccrueElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
  for (const [widget, name] of Object.entries(ELEMENT_NAMES) as [WidgetName, string][]) {
    if (!registry.get(name)) registry.define(name, elementClass(widget, import.meta.url));
  }
}
