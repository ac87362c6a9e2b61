import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: { label: 'Attachments', onChange: fn(), onReject: fn() },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file of any announced size without allocating it. */
function makeFile(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
// As a drop would, let every file past the picker's own filter so the component's rules decide.
const dropLike = () => userEvent.setup({ applyAccept: false });

/** Spec doc 3 §5: avatars are jpeg, jpg, png or svg, at most 5,000,000 bytes, one file. */
const AVATAR = {
  label: 'Avatar',
  accept: ['image/jpeg', 'image/png', 'image/svg+xml', '.jpg', '.jpeg', '.png', '.svg'],
  maxSize: 5_000_000,
  maxFiles: 1,
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeEnabled();
    await userEvent.upload(fileInput(canvasElement), [
      makeFile('plan.pdf', 2_400_000, 'application/pdf'),
      makeFile('notes.txt', 640, 'text/plain'),
    ]);
    const list = canvas.getByRole('list', { name: 'Selected files' });
    await expect(within(list).getByText('2.4 MB')).toBeVisible();
    await expect(within(list).getByText('640 bytes')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove plan.pdf' }));
    await expect(within(list).queryByText('plan.pdf')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toHaveFocus();
  },
};

export const Filled: Story = {
  args: {
    defaultValue: [
      makeFile('directory.csv', 18_250, 'text/csv'),
      makeFile('quotas-2025.xlsx', 1_250_000, ''),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Selected files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('18.3 kB')).toBeVisible();
  },
};

export const WithRejections: Story = {
  args: { accept: ['text/csv', '.csv'], maxSize: 1_000_000, minSize: 1, maxFiles: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accepted types: text/csv, .csv')).toBeVisible();
    await expect(canvas.getByText('Maximum size: 1 MB')).toBeVisible();
    await expect(canvas.getByText('Maximum 2 files')).toBeVisible();
    await dropLike().upload(fileInput(canvasElement), [
      makeFile('photo.png', 1000, 'image/png'),
      makeFile('huge.csv', 3_000_000, 'text/csv'),
      makeFile('empty.csv', 0, 'text/csv'),
      makeFile('users.csv', 2000, 'text/csv'),
      makeFile('teams.csv', 2000, 'text/csv'),
      makeFile('quotas.csv', 2000, 'text/csv'),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('photo.png: Invalid file type')).toBeVisible();
    await expect(within(alert).getByText('huge.csv: File is too large')).toBeVisible();
    await expect(within(alert).getByText('empty.csv: File is too small')).toBeVisible();
    await expect(within(alert).getByText('quotas.csv: Too many uploaded files')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledOnce();
    const list = canvas.getByRole('list', { name: 'Selected files' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['users.csv', 'teams.csv']);
  },
};

export const Avatar: Story = {
  args: AVATAR,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), makeFile('me.png', 120_000, 'image/png'));
    await dropLike().upload(fileInput(canvasElement), makeFile('big.jpg', 5_000_001, 'image/jpeg'));
    await expect(canvas.getByText('big.jpg: File is too large')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), makeFile('me-2.svg', 3000, 'image/svg+xml'));
    const list = canvas.getByRole('list', { name: 'Selected files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1); // one avatar, replaced
    await expect(within(list).getByText('me-2.svg')).toBeVisible();
  },
};

export const Error: Story = {
  args: { ...AVATAR, errorMessage: 'An avatar must be provided' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toHaveAccessibleDescription(
      /An avatar must be provided/,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [makeFile('locked.pdf', 52_000, 'application/pdf')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove locked.pdf' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { accept: ['.csv'], maxSize: 1_000_000, defaultValue: [makeFile('users.csv', 24_000, 'text/csv')] },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await dropLike().upload(fileInput(canvasElement), makeFile('photo.png', 1000, 'image/png'));
    await expect(within(canvasElement).getByText('photo.png: Invalid file type')).toBeVisible();
  },
};

/** Built-in labels, rejection messages and sizes in each other language. */
function languageStory(locale: string, browse: string, invalid: string, size: RegExp): Story {
  return {
    args: { label: 'Fichiers / Dateien / Archivos / File / Arquivos', accept: ['.csv'], maxSize: 2_000_000 },
    globals: { locale },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('button', { name: browse })).toBeVisible();
      await dropLike().upload(fileInput(canvasElement), [
        makeFile('photo.png', 1000, 'image/png'),
        makeFile('users.csv', 1_500_000, 'text/csv'),
      ]);
      await expect(canvas.getByText(`photo.png: ${invalid}`)).toBeVisible();
      await expect(canvas.getByText(size)).toBeVisible();
    },
  };
}

export const French = languageStory(
  'fr',
  'Parcourir les fichiers',
  'Type de fichier non valide',
  /^1,5\sMo$/,
);
export const German = languageStory('de', 'Dateien auswählen', 'Ungültiger Dateityp', /^1,5\sMB$/);
export const Spanish = languageStory('es', 'Buscar archivos', 'Tipo de archivo no válido', /^1,5\sMB$/);
export const Italian = languageStory('it', 'Sfoglia file', 'Tipo di file non valido', /^1,5\sMB$/);
export const Portuguese = languageStory('pt', 'Procurar arquivos', 'Tipo de arquivo inválido', /^1,5\sMB$/);
