import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrendIndicator } from './TrendIndicator';

const meta = {
  title: 'Format/TrendIndicator',
  component: TrendIndicator,
  args: { previousValue: '1071.43', value: '1200.00', format: 'currency', currency: 'EUR' },
  argTypes: {
    format: { control: 'inline-radio', options: ['number', 'currency', 'percent', 'date', 'text'] },
  },
} satisfies Meta<typeof TrendIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const direction = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-direction]')?.getAttribute('data-direction');

export const Up: Story = {
  play: async ({ canvasElement }) => {
    await expect(direction(canvasElement)).toBe('up');
    await expect(within(canvasElement).getByText('Up 12% to €1,200')).toBeInTheDocument();
  },
};

export const Down: Story = {
  args: { previousValue: 100, value: '87.654', format: 'number', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(direction(canvasElement)).toBe('down');
    await expect(within(canvasElement).getByText('Down 12% to 87.65')).toBeInTheDocument();
  },
};

export const Percent: Story = {
  args: { previousValue: 0.5, value: 0.625, format: 'percent', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Up 25% to 62.5%')).toBeInTheDocument();
  },
};

export const FromZero: Story = {
  args: { previousValue: 0, value: 250, format: 'currency', currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Up to $250')).toBeInTheDocument();
  },
};

export const Equal: Story = {
  args: { previousValue: 1200, value: '1200.00' },
  play: async ({ canvasElement }) => {
    await expect(direction(canvasElement)).toBe('equal');
    await expect(within(canvasElement).getByText('Unchanged')).toBeInTheDocument();
  },
};

export const NotEqual: Story = {
  args: { previousValue: 'Gold', value: 'Silver', format: 'text', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(direction(canvasElement)).toBe('not-equal');
    await expect(within(canvasElement).getByText('Changed')).toBeInTheDocument();
  },
};

/** A currency format without a currency shows nothing. */
export const NullCurrency: Story = {
  args: { previousValue: 1000, value: 1200, format: 'currency', currency: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-direction]')).toBeNull();
  },
};

/** Dates show nothing. */
export const DateFormat: Story = {
  args: { previousValue: '2025-01-01', value: '2025-03-01', format: 'date', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-direction]')).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const sentence = within(canvasElement).getByText(/En hausse de 12/);
    await expect(sentence.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('En hausse de 12 % à 1 200 €');
  },
};

export const AllDirections: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <TrendIndicator previousValue={1000} value={1200} format="currency" currency="EUR" />
      <TrendIndicator previousValue={1000} value={800} format="currency" currency="EUR" />
      <TrendIndicator previousValue={1000} value={1000} format="currency" currency="EUR" />
      <TrendIndicator previousValue="Gold" value="Silver" format="text" />
    </div>
  ),
};

export const Dark: Story = { ...AllDirections, globals: { colorScheme: 'dark' } };
