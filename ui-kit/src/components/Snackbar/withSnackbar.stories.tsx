import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useSnackbar } from './Snackbar';
import { withSnackbar } from './withSnackbar';

function SettingsPage({ saved }: { saved: string }) {
  const snackbar = useSnackbar();
  return <Button onPress={() => snackbar.show({ tone: 'success', message: saved })}>Save</Button>;
}

/** A page wrapped once in its own SnackbarProvider, as a route's default export. */
const SettingsPageWithSnackbar = withSnackbar(SettingsPage);

const meta = {
  title: 'Overlays/withSnackbar',
  component: SettingsPageWithSnackbar,
  args: { saved: 'Company updated!' },
} satisfies Meta<typeof SettingsPageWithSnackbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wrapped page shows its snackbars without a provider of its own. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByText('Company updated!')).toBeVisible());
  },
};
