import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: 'Statements are being calculated', children: 'This can take a few seconds.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'error', 'success'] } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Missing quota' } };
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'Oops, something went wrong',
    children: undefined,
    action: <Button>Reload the page</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops, something went wrong');
  },
};
export const Success: Story = { args: { tone: 'success', title: 'Company updated!', children: undefined } };
