import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { SearchField, type SearchFieldProps } from './SearchField';

function Demo(props: SearchFieldProps) {
  const [value, setValue] = useState('');
  const debounced = useDebouncedValue(value);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <SearchField {...props} value={value} onChange={setValue} />
      <p>Searching for: {debounced || '-'}</p>
    </div>
  );
}

const meta = {
  title: 'Forms/SearchField',
  component: Demo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'ada{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ada');
    await expect(await canvas.findByText('Searching for: ada')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};
export const VisibleLabel: Story = { args: { isLabelVisible: true } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { globals: { colorScheme: 'dark' } };
export const French: Story = {
  globals: { locale: 'fr' },
  args: { isLabelVisible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
  },
};
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
  },
};
