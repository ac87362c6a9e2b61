import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { zIndex } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { POPOVER_MAX_HEIGHT, Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: <Button>Identifiers</Button>,
    title: 'Edit identifiers',
    children: 'External id: SF-0042. HRIS id: none.',
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom', 'top', 'start', 'end'] },
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const openPopover = async (canvasElement: HTMLElement, name = 'Identifiers') => {
  const trigger = within(canvasElement).getByRole('button', { name });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog');
  return { trigger, dialog, popover: dialog.parentElement! };
};

/** Opens below its trigger, on the popover layer; Escape closes it and focus goes back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog, popover } = await openPopover(canvasElement);
    await expect(dialog).toHaveAccessibleName('Edit identifiers');
    await expect(getComputedStyle(popover).zIndex).toBe(String(zIndex.popover));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const longContent = (
  <ol style={{ margin: 0, paddingInlineStart: 20 }}>
    {Array.from({ length: 40 }, (_, i) => (
      <li key={i}>Plan {i + 1}: Sales 2026</li>
    ))}
  </ol>
);

/** Long content stops at 300 px and scrolls; Tab reaches the scrolling box, to scroll it by keyboard. */
export const LongContent: Story = {
  args: { title: 'Plans using this token', children: longContent },
  play: async ({ canvasElement }) => {
    const { popover } = await openPopover(canvasElement);
    const body = popover.querySelector<HTMLElement>('ol')!.parentElement!;
    await waitFor(() =>
      expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(POPOVER_MAX_HEIGHT),
    );
    // With room below the trigger, it is exactly the cap (less only in a short window).
    if (window.innerHeight - popover.getBoundingClientRect().top > POPOVER_MAX_HEIGHT + 24)
      await expect(Math.round(popover.getBoundingClientRect().height)).toBe(POPOVER_MAX_HEIGHT);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(body).toHaveFocus();
    // Synthetic key presses do not scroll (only real ones do), so scroll it directly.
    body.scrollTop = 100;
    await expect(body.scrollTop).toBe(100);
  },
};

/** Content can close it, e.g. with a Done button; without a visible title it needs a label. */
export const ClosedByItsContent: Story = {
  args: {
    trigger: <Button>Filters</Button>,
    title: undefined,
    'aria-label': 'Filters',
    children: (close: () => void) => (
      <Button variant="primary" onPress={close}>
        Done
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPopover(canvasElement, 'Filters');
    await expect(dialog).toHaveAccessibleName('Filters');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await openPopover(canvasElement);
  },
};
