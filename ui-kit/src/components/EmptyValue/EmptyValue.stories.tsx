import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyValue } from './EmptyValue';

const meta = {
  title: 'Format/EmptyValue',
  component: EmptyValue,
  args: { kind: 'noValue' },
  argTypes: { kind: { control: 'inline-radio', options: ['noData', 'noValue', 'none', 'dash'] } },
} satisfies Meta<typeof EmptyValue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoValue: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No value')).toBeVisible();
  },
};
export const NoData: Story = { args: { kind: 'noData' } };
export const None: Story = { args: { kind: 'none' } };

/** Report cells: an em dash, read out as 'No value'. */
export const Dash: Story = {
  args: { kind: 'dash' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
    await expect(within(canvasElement).getByText('No value')).toBeInTheDocument();
  },
};

const AllKinds = () => (
  <ul style={{ margin: 0 }}>
    <li>
      <EmptyValue kind="noData" />
    </li>
    <li>
      <EmptyValue kind="noValue" />
    </li>
    <li>
      <EmptyValue kind="none" />
    </li>
    <li>
      <EmptyValue kind="dash" />
    </li>
  </ul>
);

export const Italian: Story = {
  render: AllKinds,
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessun dato')).toBeVisible();
    await expect(within(canvasElement).getByText('Nessuno')).toBeVisible();
  },
};

export const Dark: Story = { render: AllKinds, globals: { colorScheme: 'dark' } };
