import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './Progress';

const meta = {
  title: 'Format/Progress',
  component: Progress,
  args: { value: 0.5, label: 'Quota attainment' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement, name = 'Quota attainment') =>
  within(canvasElement).getByRole('progressbar', { name });

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '0%');
  },
};

export const Half: Story = {
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0.5');
    await expect(within(canvasElement).getByText('50%')).toBeVisible();
  },
};

/** 1.7 (170 % of quota) is clamped to a full bar. */
export const Clamped: Story = {
  args: { value: 1.7 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '1');
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '100%');
  },
};

export const Decimals: Story = { args: { value: '0.12345' } };

export const WithoutLabel: Story = {
  args: { label: undefined, value: 0.3 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement, 'Progress')).toBeInTheDocument();
  },
};

export const German: Story = {
  args: { label: 'Quotenerreichung', value: 0.755 },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const text = bar(canvasElement, 'Quotenerreichung').getAttribute('aria-valuetext');
    await expect(text?.replace(/[\u00a0\u202f]/g, ' ')).toBe('75,5 %');
  },
};

export const Dark: Story = { args: { value: 0.8 }, globals: { colorScheme: 'dark' } };
