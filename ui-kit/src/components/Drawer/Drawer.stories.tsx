import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DRAWER_KEY_STEP, DRAWER_LARGE_STEP, DRAWER_MIN_WIDTH, Drawer, type DrawerProps } from './Drawer';

function DrawerDemo(props: Omit<DrawerProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Open
      </Button>
      <Drawer {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const details = (
  <dl style={{ margin: 0, display: 'grid', gap: 8 }}>
    <dt style={{ fontWeight: 600 }}>Period</dt>
    <dd style={{ margin: 0 }}>March 2026</dd>
    <dt style={{ fontWeight: 600 }}>Commission</dt>
    <dd style={{ margin: 0 }}>€4,250.00</dd>
  </dl>
);

const meta = {
  title: 'Overlays/Drawer',
  component: DrawerDemo,
  args: { title: 'Statement details', children: details, onWidthChange: fn() },
} satisfies Meta<typeof DrawerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

// Widths are read from offsetWidth: the layout width, unaffected by the slide-in transform.
async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  const separator = await screen.findByRole('separator');
  const panel = document.getElementById(separator.getAttribute('aria-controls')!)!;
  return { separator, panel };
}

/** A modal drawer: 300 px wide at the right edge; Escape closes it and focus returns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openDrawer(canvasElement);
    await expect(screen.getByRole('dialog', { name: 'Statement details' })).toBeVisible();
    await waitFor(() => expect(panel.offsetWidth).toBe(300));
    // At the right edge of the viewport (the backdrop covers it), once it has slid in.
    const viewportRight = panel.parentElement!.getBoundingClientRect().right;
    await waitFor(() => expect(panel.getBoundingClientRect().right).toBe(viewportRight));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria returns focus once the exiting drawer has unmounted, a frame after it leaves the tree.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open' })).toHaveFocus());
  },
};

/** Tab to the left edge and resize with the arrow keys (Shift for larger steps). */
export const ResizedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const { separator, panel } = await openDrawer(canvasElement);
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    while (document.activeElement !== separator) await userEvent.tab();
    await expect(separator).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const wider = 300 + 3 * DRAWER_KEY_STEP;
    await expect(separator).toHaveAttribute('aria-valuenow', String(wider));
    await expect(panel.offsetWidth).toBe(wider);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(panel.offsetWidth).toBe(wider - DRAWER_LARGE_STEP);
    await userEvent.keyboard('{Home}');
    await expect(panel.offsetWidth).toBe(DRAWER_MIN_WIDTH);
    await expect(args.onWidthChange).toHaveBeenLastCalledWith(DRAWER_MIN_WIDTH);
  },
};

/** Drag the left edge with the mouse. */
export const ResizedByPointer: Story = {
  play: async ({ canvasElement }) => {
    const { separator, panel } = await openDrawer(canvasElement);
    const box = separator.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + 100;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: separator, coords: { clientX: x, clientY: y } },
      { target: separator, coords: { clientX: x - 120, clientY: y } },
      { keys: '[/MouseLeft]', target: separator, coords: { clientX: x - 120, clientY: y } },
    ]);
    await expect(panel.offsetWidth).toBe(420);
    await expect(separator).toHaveAttribute('aria-valuenow', '420');
  },
};

/** A side panel next to the page: no backdrop, the page stays usable. */
export const NonModal: Story = {
  args: { isModal: false, title: 'Help' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const panel = await screen.findByRole('complementary', { name: 'Help' });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('complementary')).toBeNull();
  },
};

export const FixedWidth: Story = {
  args: { isResizable: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('separator')).toBeNull();
  },
};

const longDetails = (
  <div style={{ whiteSpace: 'pre-line' }}>
    {Array.from({ length: 80 }, (_, i) => `Deal ${i + 1}: €1,000.00 at 5%`).join('\n')}
  </div>
);
/** Long content scrolls inside the drawer; the body becomes a tab stop to scroll it from the keyboard. */
export const LongContent: Story = {
  args: { children: longDetails },
  play: async ({ canvasElement }) => {
    const { panel } = await openDrawer(canvasElement);
    await waitFor(() => expect(panel.querySelector('[tabindex="0"]:not([role])')).not.toBeNull());
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await openDrawer(canvasElement);
  },
};

function languageStory(locale: string, resize: string): Story {
  return {
    globals: { locale },
    play: async ({ canvasElement }) => {
      const { separator } = await openDrawer(canvasElement);
      await expect(separator).toHaveAccessibleName(resize);
    },
  };
}
export const French: Story = languageStory('fr', 'Redimensionner le panneau');
export const German: Story = languageStory('de', 'Seitenleiste in der Größe ändern');
export const Spanish: Story = languageStory('es', 'Cambiar el tamaño del panel');
export const Italian: Story = languageStory('it', 'Ridimensiona il pannello');
export const Portuguese: Story = languageStory('pt', 'Redimensionar painel');
