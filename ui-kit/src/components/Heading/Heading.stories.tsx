import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Statements' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] } },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Statements');
  },
};
export const Level2: Story = { args: { level: 2, children: 'Payments' } };
export const Level3: Story = { args: { level: 3, children: 'Rules' } };
export const Level4: Story = { args: { level: 4, children: 'Management' } };
