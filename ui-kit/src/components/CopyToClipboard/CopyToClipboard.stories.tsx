import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyToClipboard } from './CopyToClipboard';

const writeText = fn(async (_text: string) => {});

/**
 * Replaces the browser clipboard for one story (a headless browser may refuse the real one) and
 * puts it back afterwards; `available: false` removes it, as on an insecure page.
 */
function stubClipboard(available: boolean) {
  return () => {
    writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: available ? { writeText } : undefined,
    });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}

const meta = {
  title: 'Display/CopyToClipboard',
  component: CopyToClipboard,
  args: { text: 'INV-2026-0042', onCopy: fn(), onError: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
  beforeEach: stubClipboard(true),
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 48 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyToClipboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith('INV-2026-0042');
    await expect(args.onCopy).toHaveBeenCalledWith('INV-2026-0042');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied “INV-2026-0042” to clipboard.');
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    // The notice goes after 1000 ms; the button reads Copied until 2000 ms.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''), { timeout: 1500 });
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible(), {
      timeout: 1500,
    });
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { text: 'eyJhbGciOi'.repeat(30), 'aria-label': 'Copy the API token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the API token' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to clipboard.');
    await expect(canvas.getByRole('button', { name: 'Copy the API token' })).toHaveTextContent('Copy');
  },
};

export const ClipboardUnavailable: Story = {
  beforeEach: stubClipboard(false),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to copy “INV-2026-0042” to clipboard.');
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

export const CustomContent: Story = {
  args: {
    variant: 'ghost',
    children: ({ copied }: { copied: boolean }) => (copied ? 'Link copied' : 'Copy link'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await expect(writeText).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied “INV-2026-0042”');
  },
};

export const DarkFailure: Story = {
  globals: { colorScheme: 'dark' },
  beforeEach: stubClipboard(false),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to copy');
  },
};

const copyIn =
  (button: string, copied: string, notice: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: button }));
    await expect(canvas.getByRole('button', { name: copied })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(notice);
  };

export const French: Story = {
  globals: { locale: 'fr' },
  play: copyIn('Copier', 'Copié', '« INV-2026-0042 » copié dans le presse-papiers.'),
};
export const German: Story = {
  globals: { locale: 'de' },
  play: copyIn('Kopieren', 'Kopiert', '„INV-2026-0042“ in die Zwischenablage kopiert.'),
};
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: copyIn('Copiar', 'Copiado', '«INV-2026-0042» copiado al portapapeles.'),
};
export const Italian: Story = {
  globals: { locale: 'it' },
  play: copyIn('Copia', 'Copiato', '«INV-2026-0042» copiato negli appunti.'),
};
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: copyIn('Copiar', 'Copiado', '“INV-2026-0042” copiado para a área de transferência.'),
};
export const FailureInFrench: Story = {
  globals: { locale: 'fr' },
  beforeEach: stubClipboard(false),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copier' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Impossible de copier « INV-2026-0042 » dans le presse-papiers.',
    );
  },
};
