import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { zIndex } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { TOOLTIP_MAX_HEIGHT, Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'The main currency cannot be changed. Contact your customer-success manager.',
    children: <Button>Main currency</Button>,
    delay: 0,
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '80px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shows while the pointer rests on the trigger, on the tooltip layer; hides when it leaves. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Main currency' });
    await userEvent.click(canvasElement); // pointer modality: hover tooltips are a pointer thing
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('The main currency cannot be changed.');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(getComputedStyle(tooltip).zIndex).toBe(String(zIndex.tooltip));
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard users get it on focus; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Main currency' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const tooltip = await screen.findByRole('tooltip');
    const trigger = within(canvasElement).getByRole('button');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );
  },
};

const longContent = Array.from(
  { length: 30 },
  (_, i) => `Rule ${i + 1}: 5% on deals closed this quarter.`,
).join(' ');

/**
 * Content taller than 300 px scrolls (pointer users can hover the tooltip and scroll it). Keep
 * tooltips short: keyboard users cannot scroll one, so the play function closes it again.
 */
export const LongContent: Story = {
  args: { content: longContent, children: <Button>Commission rules</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Commission rules' });
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    const box = tooltip.firstElementChild as HTMLElement;
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().height).toBeLessThanOrEqual(TOOLTIP_MAX_HEIGHT),
    );
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  globals: { colorScheme: 'dark' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
  },
};
