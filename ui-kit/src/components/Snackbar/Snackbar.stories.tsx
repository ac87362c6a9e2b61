import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SNACKBAR_MAX_VISIBLE, SnackbarProvider, useSnackbar, type SnackbarTone } from './Snackbar';

const samples: { tone: SnackbarTone; message: string }[] = [
  { tone: 'info', message: 'Statements are being calculated' },
  { tone: 'success', message: 'Company updated!' },
  { tone: 'warning', message: 'Missing quota for 2 users' },
  { tone: 'error', message: 'Oops, something went wrong' },
];

function Buttons({ onUndo }: { onUndo: () => void }) {
  const snackbar = useSnackbar();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {samples.map(({ tone, message }) => (
        <Button key={tone} onPress={() => snackbar.show({ tone, message })}>
          Show {tone}
        </Button>
      ))}
      <Button
        onPress={() => {
          for (let i = 1; i <= 7; i++) snackbar.show({ tone: 'info', message: `Export ${i} is ready` });
        }}
      >
        Show 7
      </Button>
      <Button
        onPress={() =>
          snackbar.show({
            tone: 'success',
            message: 'Plan archived',
            action: { label: 'Undo', onAction: onUndo },
          })
        }
      >
        Show with action
      </Button>
      <Button onPress={() => snackbar.dismissAll()}>Dismiss all</Button>
    </div>
  );
}

function SnackbarDemo({ onUndo }: { onUndo: () => void }) {
  return (
    <SnackbarProvider>
      <Buttons onUndo={onUndo} />
    </SnackbarProvider>
  );
}

const meta = {
  title: 'Overlays/Snackbar',
  component: SnackbarDemo,
  args: { onUndo: fn() },
} satisfies Meta<typeof SnackbarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

/** The four tones, each announced politely in the Notifications region. */
export const Tones: Story = {
  play: async ({ canvasElement }) => {
    for (const { tone } of samples) await press(canvasElement, `Show ${tone}`);
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(4));
    // Visible once faded in.
    for (const { message } of samples)
      await waitFor(() => expect(within(region).getByRole('alertdialog', { name: message })).toBeVisible());
    await expect(within(region).getAllByRole('status')).toHaveLength(4);
  },
};

/** Seven at once: only the newest five show; the two oldest are closed. */
export const AtMostFive: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Show 7');
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(region).getAllByRole('alertdialog')).toHaveLength(SNACKBAR_MAX_VISIBLE),
    );
    await expect(within(region).queryByText('Export 1 is ready')).toBeNull();
    await expect(within(region).queryByText('Export 2 is ready')).toBeNull();
    await waitFor(() => expect(within(region).getByText('Export 7 is ready')).toBeVisible());
  },
};

export const WithAction: Story = {
  play: async ({ args, canvasElement }) => {
    await press(canvasElement, 'Show with action');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Show error');
    const snackbar = await screen.findByRole('alertdialog', { name: 'Oops, something went wrong' });
    await userEvent.click(within(snackbar).getByRole('button', { name: 'Dismiss notification' }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const Dark: Story = { ...Tones, globals: { colorScheme: 'dark' } };

function languageStory(locale: string, region: string, dismiss: string): Story {
  return {
    globals: { locale },
    play: async ({ canvasElement }) => {
      await press(canvasElement, 'Show warning');
      const landmark = await screen.findByRole('region', { name: region });
      await waitFor(() => expect(within(landmark).getByRole('button', { name: dismiss })).toBeVisible());
    },
  };
}
export const French: Story = languageStory('fr', 'Notifications', 'Fermer la notification');
export const German: Story = languageStory('de', 'Benachrichtigungen', 'Benachrichtigung schließen');
export const Spanish: Story = languageStory('es', 'Notificaciones', 'Cerrar notificación');
export const Italian: Story = languageStory('it', 'Notifiche', 'Chiudi notifica');
export const Portuguese: Story = languageStory('pt', 'Notificações', 'Fechar notificação');
