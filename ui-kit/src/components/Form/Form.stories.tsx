import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { useValidationSchema } from '../../validation/useValidationSchema';
import { TextField } from '../TextField/TextField';
import { NumberField } from '../NumberField/NumberField';
import { TextArea } from '../TextArea/TextArea';
import { Switch } from '../Switch/Switch';
import { Form, SubmitButton } from './Form';
import { useForm } from './useForm';

type UserValues = {
  firstName: string;
  email: string;
  quota: number | null;
  comment: string;
  showDifference: boolean;
};

const EMPTY: UserValues = { firstName: '', email: '', quota: null, comment: '', showDifference: false };
const FILLED: UserValues = {
  firstName: 'Ada',
  email: 'ada@example.com',
  quota: 120000,
  comment: 'Joined in March.',
  showDifference: true,
};

interface UserFormDemoProps {
  initialValues?: UserValues;
  onSubmit?: (values: UserValues) => unknown;
  /** Turns autosave on. */
  onSave?: (values: UserValues) => unknown;
  autosaveDelayMs?: number;
  isDisabled?: boolean;
}

/** A form as a page builds it: useForm + a yup schema in the page's language + kit fields. */
function UserFormDemo({
  initialValues = EMPTY,
  onSubmit,
  onSave,
  autosaveDelayMs,
  isDisabled,
}: UserFormDemoProps) {
  const schema = useValidationSchema(() =>
    yup.object({
      firstName: yup.string().required(),
      email: yup.string().required().email(),
      quota: yup.number().nullable().required().min(0),
      comment: yup.string().max(200),
      showDifference: yup.boolean(),
    }),
  );
  const form = useForm<UserValues>({
    initialValues,
    schema,
    onSubmit,
    autosave: onSave ? { onSave, delayMs: autosaveDelayMs } : undefined,
  });
  return (
    <div style={{ maxWidth: 420 }}>
      <Form form={form} aria-label="User">
        <TextField label="First name" isRequired isDisabled={isDisabled} {...form.field('firstName')} />
        <TextField label="Email" isRequired isDisabled={isDisabled} {...form.field('email')} />
        <NumberField label="Quota" isRequired isDisabled={isDisabled} {...form.field('quota')} />
        <TextArea label="Comment" isDisabled={isDisabled} {...form.field('comment')} />
        <Switch
          label="Show actual-forecast difference"
          isDisabled={isDisabled}
          {...form.toggleField('showDifference')}
        />
        {onSave ? null : <SubmitButton isDisabled={isDisabled}>Save</SubmitButton>}
      </Form>
    </div>
  );
}

const meta = {
  title: 'Forms/Form',
  component: UserFormDemo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof UserFormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Visits a field and leaves it, as a user tabbing through the form does. */
async function visit(field: HTMLElement) {
  await userEvent.click(field);
  await userEvent.tab();
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    // Found anew each time: focused, a field's light stand-in gives way to react-aria's field.
    const email = () => canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email(), 'ada');
    await userEvent.tab();
    await expect(await canvas.findByText('This field must be a valid email.')).toBeVisible();
    await expect(email()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email(), '@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quota' }), '1500');
    await userEvent.tab();
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Ada',
        email: 'ada@example.com',
        quota: 1500,
        comment: '',
        showDifference: false,
      }),
    );
  },
};

export const Filled: Story = {
  args: { initialValues: FILLED },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeEnabled());
  },
};

export const Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await visit(canvas.getByRole('textbox', { name: 'First name' }));
    await visit(canvas.getByRole('textbox', { name: 'Quota' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByText('This field is required.')).toHaveLength(2));
    await expect(canvas.getByText('This field must be a valid email.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { initialValues: FILLED, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Autosave: Story = {
  args: { initialValues: FILLED, onSave: fn(() => sleep(300)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('switch', { name: 'Show actual-forecast difference' }));
    // Spec doc 3 §5: the save waits 1000 ms after the change.
    await sleep(500);
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(status).toHaveTextContent('Saving…'), { timeout: 2000 });
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ ...FILLED, showDifference: false });
    await waitFor(() => expect(status).toHaveTextContent('Saved'), { timeout: 2000 });
  },
};

export const AutosaveSkipsInvalidAndUnchanged: Story = {
  args: { initialValues: FILLED, onSave: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Found anew each time: focused, a field's light stand-in gives way to react-aria's field.
    const email = () => canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email());
    await userEvent.type(email(), 'broken');
    await userEvent.tab();
    await sleep(1500);
    await expect(args.onSave).not.toHaveBeenCalled(); // invalid
    await userEvent.clear(email());
    await userEvent.type(email(), 'ada@example.com');
    await sleep(1500);
    await expect(args.onSave).not.toHaveBeenCalled(); // back to the initial values
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const AutosaveError: Story = {
  args: {
    initialValues: FILLED,
    autosaveDelayMs: 200,
    onSave: fn(() => Promise.reject(new Error('Network error'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), ' Left in June.');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not save'), {
      timeout: 3000,
    });
  },
};

export const Dark: Story = {
  args: { initialValues: { ...FILLED, email: 'ada@' } },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await visit(canvas.getByRole('textbox', { name: 'Email' }));
    await expect(await canvas.findByText('This field must be a valid email.')).toBeVisible();
  },
};

export const DarkAutosave: Story = {
  args: { initialValues: FILLED, autosaveDelayMs: 100, onSave: fn() },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
  },
};

/** The generic validation messages and autosave status, in each other language. */
function languageStory(locale: string, required: string, saved: string): Story {
  return {
    args: { initialValues: { ...FILLED, firstName: '' }, autosaveDelayMs: 100, onSave: fn() },
    globals: { locale },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await visit(canvas.getByRole('textbox', { name: 'First name' }));
      await expect(await canvas.findByText(required)).toBeVisible();
      await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(saved));
    },
  };
}

export const French = languageStory('fr', 'Ce champ est obligatoire.', 'Enregistré');
export const German = languageStory('de', 'Dieses Feld ist erforderlich.', 'Gespeichert');
export const Spanish = languageStory('es', 'Este campo es obligatorio.', 'Guardado');
export const Italian = languageStory('it', 'Questo campo è obbligatorio.', 'Salvato');
export const Portuguese = languageStory('pt', 'Este campo é obrigatório.', 'Salvo');
