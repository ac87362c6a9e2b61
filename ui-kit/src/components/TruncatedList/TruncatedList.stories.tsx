import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { TruncatedList } from './TruncatedList';

const teams = ['Sales EMEA', 'Sales US', 'Partners', 'Inside sales', 'Customer success'];

const meta = {
  title: 'Format/TruncatedList',
  component: TruncatedList,
  args: { items: teams },
  argTypes: { reveal: { control: 'inline-radio', options: ['tooltip', 'expand'] } },
} satisfies Meta<typeof TruncatedList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first 3, then '(+2)': the rest show in a tooltip on hover, keyboard focus or press. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: 'Show 2 more' });
    await expect(more).toHaveTextContent('(+2)');
    await userEvent.tab();
    await expect(more).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Inside sales');
    await expect(tooltip).toHaveTextContent('Customer success');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const Expand: Story = {
  args: { reveal: 'expand', max: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 3 more' }));
    await expect(canvas.getByText(teams.join(', '))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(canvas.getByRole('button', { name: 'Show 3 more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const AllShown: Story = {
  args: { items: teams.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Spanish: Story = {
  args: { max: 1 },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mostrar 4 más' })).toHaveTextContent(
      '(+4)',
    );
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show 2 more' }));
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};
