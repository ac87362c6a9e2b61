import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IsoDatePicker } from './IsoDatePicker';

const meta = {
  title: 'Forms/IsoDatePicker',
  component: IsoDatePicker,
  args: { label: 'Effective as of', value: '2026-03-01', onChange: () => {} },
} satisfies Meta<typeof IsoDatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithADate: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <>
        <IsoDatePicker {...args} value={value} onChange={setValue} />
        <output data-testid="iso">{value ?? 'none'}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('iso')).toHaveTextContent('2026-03-01');
    await expect(canvas.getByRole('group', { name: 'Effective as of' })).toBeVisible();
  },
};

export const Empty: Story = { args: { label: 'Effective until', value: null } };
