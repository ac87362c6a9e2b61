import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: 240 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const ghost = canvasElement.querySelector('[data-skeleton="text"]');
    await expect(ghost).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
export const Rect: Story = { args: { shape: 'rect', width: 316, height: 120 } };
export const Circle: Story = { args: { shape: 'circle', width: 64 } };

/** A loading list: what a table or a card shows while its data is on its way. */
export const LoadingList: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12, width: 316 }}>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Skeleton shape="circle" width={32} />
          <Skeleton width={`${90 - i * 10}%`} />
        </div>
      ))}
    </div>
  ),
};
export const Dark: Story = { ...LoadingList, globals: { colorScheme: 'dark' } };
