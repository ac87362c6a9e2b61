import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { AVATAR_SIZES, Avatar } from './Avatar';
import { samplePicture } from './fixtures';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'inline-radio', options: [...AVATAR_SIZES] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
    await expect(avatar.getBoundingClientRect().width).toBe(64);
  },
};

export const Picture: Story = {
  args: { name: 'Grace Hopper', src: samplePicture(1) },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Grace Hopper' });
    await expect(avatar.querySelector('img')).not.toBeNull();
  },
};

export const BrokenPictureFallsBackToInitials: Story = {
  args: { name: 'Alan Turing', src: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Alan Turing' });
    await waitFor(() => expect(avatar).toHaveTextContent('AT'));
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {AVATAR_SIZES.map((size) => (
        <Avatar key={`p${size}`} name="Grace Hopper" src={samplePicture(1)} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('img', { name: 'Ada Lovelace' })
      .map((avatar) => avatar.getBoundingClientRect().width);
    await expect(widths).toEqual([64, 48, 40, 32, 24, 20]);
  },
};

export const DecorativeNextToName: Story = {
  args: { isDecorative: true, size: 32 },
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} />
      Ada Lovelace
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const ManyNames: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[
        'Ada Lovelace',
        'émile Zola',
        'Ørsted Ångström',
        'Madonna',
        'ada.lovelace@example.com',
        '李 小龙',
      ].map((name) => (
        <Avatar key={name} name={name} size={48} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'émile Zola' })).toHaveTextContent('ÉZ');
    await expect(within(canvasElement).getByRole('img', { name: 'Madonna' })).toHaveTextContent('M');
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  render: ManyNames.render,
};

const UNKNOWN: Record<Exclude<Locale, 'en'>, string> = {
  fr: 'Utilisateur inconnu',
  de: 'Unbekannter Benutzer',
  es: 'Usuario desconocido',
  it: 'Utente sconosciuto',
  pt: 'Usuário desconhecido',
};

/** A user without a name is still named, in each language. */
export const UnknownUserInEveryLanguage: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {Object.keys(UNKNOWN).map((locale) => (
        <AccrueProvider key={locale} locale={locale as Locale}>
          <Avatar name="" size={40} />
        </AccrueProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const name of Object.values(UNKNOWN))
      await expect(within(canvasElement).getByRole('img', { name })).toHaveTextContent('?');
  },
};
