import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { Button } from '../Button/Button';
import { DRAWER_MAX_WIDTH, DRAWER_MIN_WIDTH, Drawer, type DrawerProps } from './Drawer';

function Harness({ locale = 'en', ...props }: Partial<DrawerProps> & { locale?: Locale }) {
  const [open, setOpen] = useState(props.isOpen ?? false);
  return (
    <AccrueProvider locale={locale}>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Drawer title="Statement details" {...props} isOpen={open} onOpenChange={setOpen}>
        Commission of March.
      </Drawer>
    </AccrueProvider>
  );
}

const panelOf = (separator: HTMLElement) =>
  document.getElementById(separator.getAttribute('aria-controls')!)!;

describe('Drawer', () => {
  it('opens as a modal dialog named by its title, 300 px wide, and closes with its Close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Statement details' });
    expect(dialog.textContent).toContain('Commission of March.');
    const separator = screen.getByRole('separator', { name: 'Resize drawer' });
    expect(panelOf(separator).style.width).toBe('300px');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape when modal', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('exposes its width on a focusable vertical separator', async () => {
    render(<Harness isOpen />);
    const separator = screen.getByRole('separator', { name: 'Resize drawer' });
    expect(separator.getAttribute('aria-orientation')).toBe('vertical');
    expect(separator.getAttribute('aria-valuenow')).toBe('300');
    expect(separator.getAttribute('aria-valuemin')).toBe(String(DRAWER_MIN_WIDTH));
    expect(separator.getAttribute('aria-valuemax')).toBe(String(DRAWER_MAX_WIDTH));
    expect(separator.tabIndex).toBe(0);
  });

  it('resizes from the keyboard', async () => {
    const onWidthChange = vi.fn();
    render(<Harness isOpen onWidthChange={onWidthChange} />);
    const separator = screen.getByRole('separator');
    separator.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(separator.getAttribute('aria-valuenow')).toBe('310');
    expect(panelOf(separator).style.width).toBe('310px');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(separator.getAttribute('aria-valuenow')).toBe('260');
    await userEvent.keyboard('{Home}');
    expect(separator.getAttribute('aria-valuenow')).toBe(String(DRAWER_MIN_WIDTH));
    await userEvent.keyboard('{End}');
    expect(panelOf(separator).style.width).toBe(`${DRAWER_MAX_WIDTH}px`);
    expect(onWidthChange.mock.calls.map(([width]) => width)).toEqual([
      310,
      260,
      DRAWER_MIN_WIDTH,
      DRAWER_MAX_WIDTH,
    ]);
  });

  it('resizes by dragging its left edge', () => {
    render(<Harness isOpen minWidth={200} maxWidth={600} />);
    const separator = screen.getByRole('separator');
    fireEvent.pointerDown(separator, { button: 0, pointerId: 1, clientX: 900 });
    expect(panelOf(separator).hasAttribute('data-resizing')).toBe(true);
    fireEvent.pointerMove(separator, { pointerId: 1, clientX: 800 });
    expect(separator.getAttribute('aria-valuenow')).toBe('400');
    fireEvent.pointerMove(separator, { pointerId: 1, clientX: 100 });
    expect(separator.getAttribute('aria-valuenow')).toBe('600');
    fireEvent.pointerUp(separator, { pointerId: 1, clientX: 100 });
    expect(panelOf(separator).hasAttribute('data-resizing')).toBe(false);
    // Moving after the button is released no longer resizes.
    fireEvent.pointerMove(separator, { pointerId: 1, clientX: 950 });
    expect(panelOf(separator).style.width).toBe('600px');
  });

  it('keeps a width given by its owner within its limits', () => {
    render(<Harness isOpen width={5000} maxWidth={700} />);
    expect(screen.getByRole('separator').getAttribute('aria-valuenow')).toBe('700');
  });

  it('can be fixed in width', () => {
    render(<Harness isOpen isResizable={false} />);
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('as a non-modal side panel leaves the page usable and closes only with its button', async () => {
    const outside = vi.fn();
    render(
      <AccrueProvider locale="en">
        <Button onPress={outside}>Elsewhere</Button>
        <Drawer isModal={false} isOpen onOpenChange={() => {}} title="Help">
          Tips
        </Drawer>
      </AccrueProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Help' }).textContent).toContain('Tips');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(outside).toHaveBeenCalledOnce();
  });

  it('closes the non-modal panel with its button', async () => {
    render(<Harness isModal={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('labels its controls in the user language', () => {
    render(<Harness isOpen locale="de" />);
    expect(screen.getByRole('separator', { name: 'Seitenleiste in der Größe ändern' })).toBeTruthy();
    // react-aria adds a hidden dismiss button (tabIndex -1) that German also calls "Schließen".
    const closers = screen
      .getAllByRole('button', { name: 'Schließen' })
      .filter((button) => button.tabIndex === 0);
    expect(closers).toHaveLength(1);
  });
});
