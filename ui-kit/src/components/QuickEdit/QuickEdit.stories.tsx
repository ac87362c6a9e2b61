import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { useIntl } from 'react-intl';
import { useValidationSchema } from '../../validation/useValidationSchema';
import { QuickEdit } from './QuickEdit';

interface TeamNameCellProps {
  initialValue?: string;
  /** Saves the name; the story keeps the value shown once it resolves. */
  onSubmit?: (value: string) => unknown;
  onError?: (error: unknown) => void;
  isDisabled?: boolean;
  label?: string;
}

/** A team name cell: 3 to 40 characters, the value kept by the page once saved. */
function TeamNameCell({
  initialValue = 'Sales',
  onSubmit,
  onError,
  isDisabled,
  label = 'Team name',
}: TeamNameCellProps) {
  const [value, setValue] = useState(initialValue);
  const schema = useValidationSchema(() => yup.string().trim().required().min(3).max(40));
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <QuickEdit
        label={label}
        value={value}
        schema={schema}
        isDisabled={isDisabled}
        onError={onError}
        onSubmit={async (next) => {
          await onSubmit?.(next);
          setValue(next);
        }}
      />
      <button type="button">Next cell</button>
    </div>
  );
}

const meta = {
  title: 'Forms/QuickEdit',
  component: TeamNameCell,
  args: { onSubmit: fn() },
} satisfies Meta<typeof TeamNameCell>;
export default meta;
type Story = StoryObj<typeof meta>;

const editButton = (canvasElement: HTMLElement, name = 'Edit Team name') =>
  within(canvasElement).getByRole('button', { name });
const input = (canvasElement: HTMLElement, name = 'Team name') =>
  within(canvasElement).getByRole('textbox', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sales')).toBeVisible();
    await expect(editButton(canvasElement)).toBeEnabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(editButton(canvasElement));
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveValue('Sales');
  },
};

export const EditsWhenFocused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

/** Edit → invalid → tooltip → fix → confirm. */
export const InvalidThenFixed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), 'AB');
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('This field must be at least 3 characters.');
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAttribute('aria-describedby', tooltip.id);
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input(canvasElement), 'C');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('ABC'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('ABC')).toBeVisible();
    await expect(editButton(canvasElement)).toHaveFocus();
  },
};

export const LeavingConfirms: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await userEvent.type(input(canvasElement), ' EMEA');
    await userEvent.click(canvas.getByRole('button', { name: 'Next cell' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Sales EMEA'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('Sales EMEA')).toBeVisible();
  },
};

export const LeavingKeepsAnInvalidValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await userEvent.clear(input(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Next cell' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('This field is required.');
    await expect(input(canvasElement)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editButton(canvasElement));
    await userEvent.clear(input(canvasElement));
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('Sales')).toBeVisible();
    await expect(editButton(canvasElement)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the name: edit mode stays open with its message. */
export const AsyncValidationFailure: Story = {
  args: {
    onSubmit: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new yup.ValidationError('This team name is already used');
    }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(editButton(canvasElement));
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), 'Marketing{Enter}');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('This team name is already used');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(input(canvasElement)).toHaveValue('Marketing');
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Any other failure goes to onError (or, without it, to the nearest error boundary). */
export const OtherFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Server unavailable'))), onError: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(editButton(canvasElement));
    await userEvent.type(input(canvasElement), ' 2{Enter}');
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(new Error('Server unavailable')));
    await expect(input(canvasElement)).toHaveValue('Sales 2');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(editButton(canvasElement)).toBeDisabled();
  },
};

function QuotaCell() {
  const { locale } = useIntl();
  const [value, setValue] = useState<number | null>(125000);
  const schema = useValidationSchema(() => yup.number().nullable().required().integer().min(0));
  return (
    <QuickEdit<number | null>
      label="Quota"
      value={value}
      schema={schema}
      formatValue={(quota) => (quota === null ? '—' : new Intl.NumberFormat(locale).format(quota))}
      toText={(quota) => (quota === null ? '' : String(quota))}
      parse={(text) => (text.trim() === '' ? null : Number(text.replace(/[\s,]/g, '')))}
      onSubmit={setValue}
    />
  );
}

export const NumberValue: Story = {
  render: () => <QuotaCell />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('125,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Quota' }));
    const field = canvas.getByRole('textbox', { name: 'Quota' });
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This field must be greater than or equal to 0',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '130000{Enter}');
    await expect(await canvas.findByText('130,000')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(editButton(canvasElement));
    await userEvent.clear(input(canvasElement));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('This field is required.');
  },
};

/** The Edit button's name and the tooltip's message in each other language. */
function languageStory(locale: string, label: string, edit: string, required: string): Story {
  return {
    args: { label },
    globals: { locale },
    play: async ({ canvasElement }) => {
      await userEvent.click(editButton(canvasElement, edit));
      await userEvent.clear(input(canvasElement, label));
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(required);
    },
  };
}

export const French = languageStory(
  'fr',
  "Nom de l'équipe",
  "Modifier Nom de l'équipe",
  'Ce champ est obligatoire.',
);
export const German = languageStory('de', 'Teamname', 'Teamname bearbeiten', 'Dieses Feld ist erforderlich.');
export const Spanish = languageStory(
  'es',
  'Nombre del equipo',
  'Editar Nombre del equipo',
  'Este campo es obligatorio.',
);
export const Italian = languageStory(
  'it',
  'Nome del team',
  'Modifica Nome del team',
  'Questo campo è obbligatorio.',
);
export const Portuguese = languageStory(
  'pt',
  'Nome da equipe',
  'Editar Nome da equipe',
  'Este campo é obrigatório.',
);
