import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { sampleUsers } from '../Avatar/fixtures';
import { BadgeAvatarGroup } from './BadgeAvatarGroup';

const meta = {
  title: 'Display/BadgeAvatarGroup',
  component: BadgeAvatarGroup,
  args: { users: sampleUsers(6, true), label: 'Sales EMEA' },
} satisfies Meta<typeof BadgeAvatarGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixUsers: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Sales EMEA, 6 users' });
    await expect(group.querySelectorAll('[data-avatar]')).toHaveLength(4);
    await expect(within(group).getByRole('img', { name: '2 more users' })).toHaveTextContent('+2');
  },
};

export const FewUsers: Story = {
  args: { users: sampleUsers(3, true) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Sales EMEA, 3 users' });
    await expect(group.querySelectorAll('[data-avatar]')).toHaveLength(3);
    await expect(group.querySelector('[data-more]')).toBeNull();
  },
};

export const WithoutLabel: Story = {
  args: { users: sampleUsers(4), label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '4 users' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

const GROUP_NAMES: Record<Exclude<Locale, 'en'>, [string, string]> = {
  fr: ['7 utilisateurs', '3 autres utilisateurs'],
  de: ['7 Benutzer', '3 weitere Benutzer'],
  es: ['7 usuarios', '3 usuarios más'],
  it: ['7 utenti', 'altri 3 utenti'],
  pt: ['7 usuários', 'mais 3 usuários'],
};

/** The group and '+N' names in the five other languages. */
export const Languages: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      {Object.keys(GROUP_NAMES).map((locale) => (
        <AccrueProvider key={locale} locale={locale as Locale}>
          <BadgeAvatarGroup users={sampleUsers(7)} />
        </AccrueProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const [group, more] of Object.values(GROUP_NAMES)) {
      const badge = within(canvasElement).getByRole('group', { name: group });
      await expect(within(badge).getByRole('img', { name: more })).toHaveTextContent('+3');
    }
  },
};
