import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextField } from 'react-aria-components/TextField';
import { Input } from 'react-aria-components/Input';
import * as fieldStyles from '../../styles/field.css';
import { FieldHelp, FieldLabel } from './Field';

/** The parts every labelled field of the kit is drawn with, around any react-aria field's control. */
function FieldParts({
  isRequired,
  description,
  errorMessage,
}: {
  isRequired?: boolean;
  description?: string;
  errorMessage?: string;
}) {
  return (
    <TextField isRequired={isRequired} isInvalid={!!errorMessage} className={fieldStyles.field}>
      <FieldLabel isRequired={isRequired}>Company name</FieldLabel>
      <Input className={fieldStyles.input} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </TextField>
  );
}

const meta = {
  title: 'Forms/Field',
  component: FieldParts,
  args: { description: '2 to 100 characters' },
} satisfies Meta<typeof FieldParts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveAccessibleDescription('2 to 100 characters');
  },
};
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Field is required')).toBeVisible();
  },
};
export const Dark: Story = {
  args: { isRequired: true, errorMessage: 'Field is required' },
  globals: { colorScheme: 'dark' },
};
