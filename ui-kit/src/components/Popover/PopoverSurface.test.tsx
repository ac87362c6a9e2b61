import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { POPOVER_MAX_HEIGHT, zIndex } from '../../theme/tokens';
import { PopoverSurface, type PopoverSurfaceProps } from './PopoverSurface';

function Open(props: Omit<PopoverSurfaceProps, 'children'>) {
  return (
    <DialogTrigger defaultOpen>
      <Button>Open</Button>
      <PopoverSurface {...props}>
        <Dialog aria-label="Panel">content</Dialog>
      </PopoverSurface>
    </DialogTrigger>
  );
}

const panel = () => screen.getByRole('dialog', { name: 'Panel' }).parentElement!;

describe('PopoverSurface', () => {
  it("puts the panel on the kit's popover layer, over react-aria's inline z-index", () => {
    render(<Open />);
    expect(panel().style.zIndex).toBe(String(zIndex.popover));
  });

  it('keeps a width or other style given to it', () => {
    render(<Open style={{ width: 320 }} />);
    expect(panel().style.width).toBe('320px');
    expect(panel().style.zIndex).toBe(String(zIndex.popover));
  });

  it('caps its height at the spec’s 300 px unless told to take all the room', () => {
    render(<Open />);
    expect(parseFloat(panel().style.maxHeight)).toBeLessThanOrEqual(POPOVER_MAX_HEIGHT);
  });
});
