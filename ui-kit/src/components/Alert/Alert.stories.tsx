import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { Button } from '../Button/Button';
import { Alert, type AlertTone } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: 'Statements are being calculated', children: 'This can take a few seconds.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'error', 'success'] } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones: { tone: AlertTone; title: string }[] = [
  { tone: 'info', title: 'Statements are being calculated' },
  { tone: 'warning', title: 'Missing quota' },
  { tone: 'error', title: 'Oops, something went wrong' },
  { tone: 'success', title: 'Company updated!' },
];

export const Info: Story = {
  args: { tone: 'info' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(within(alert).getByRole('img', { name: 'Information' })).toBeVisible();
  },
};
export const Warning: Story = { args: { tone: 'warning', title: 'Missing quota' } };
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'Oops, something went wrong',
    children: undefined,
    action: <Button>Reload the page</Button>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Oops, something went wrong');
    await expect(within(alert).getByRole('img', { name: 'Error' })).toBeVisible();
  },
};
export const Success: Story = { args: { tone: 'success', title: 'Company updated!', children: undefined } };

/** The four tones together. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      {tones.map(({ tone, title }) => (
        <Alert key={tone} tone={tone} title={title} isDismissable>
          This can take a few seconds.
        </Alert>
      ))}
    </div>
  ),
};

export const Dismissable: Story = {
  args: { tone: 'success', title: 'Company updated!', isDismissable: true, onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { ...AllTones, globals: { colorScheme: 'dark' } };

const languages: Locale[] = ['fr', 'de', 'es', 'it', 'pt'];

/** Built-in labels (dismiss button, tone names) in the other five languages. */
export const Languages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      {languages.map((locale) => (
        <div key={locale} lang={locale}>
          <AccrueProvider locale={locale}>
            <Alert tone="warning" title={locale} isDismissable />
          </AccrueProvider>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: "Fermer l'alerte" })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Warnung' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar alerta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chiudi avviso' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fechar alerta' })).toBeVisible();
  },
};
