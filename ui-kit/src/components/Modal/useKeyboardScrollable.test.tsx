import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useKeyboardScrollable } from './useKeyboardScrollable';

function Box({ children }: { children?: string }) {
  const { ref, tabIndex } = useKeyboardScrollable();
  return (
    <div data-testid="box" ref={ref} tabIndex={tabIndex}>
      {children}
    </div>
  );
}

// jsdom lays nothing out, so the box's sizes are stubbed on the prototype before it mounts.
function stubSizes(scrollHeight: number, clientHeight: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => scrollHeight,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => clientHeight,
  });
}

describe('useKeyboardScrollable', () => {
  // The stubs shadow jsdom's getters (defined on Element.prototype); removing them restores those.
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });

  it('makes an overflowing box a tab stop', () => {
    stubSizes(900, 300);
    render(<Box>Long text</Box>);
    expect(screen.getByTestId('box').getAttribute('tabindex')).toBe('0');
  });

  it('leaves a box whose content fits out of the tab order', () => {
    stubSizes(120, 300);
    render(<Box>Short text</Box>);
    expect(screen.getByTestId('box').getAttribute('tabindex')).toBeNull();
  });
});
