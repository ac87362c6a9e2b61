import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleUsers } from '../Avatar/fixtures';
import { AvatarStack } from './AvatarStack';

const meta = {
  title: 'Display/AvatarStack',
  component: AvatarStack,
  args: { users: sampleUsers(3, true) },
  argTypes: { size: { control: 'inline-radio', options: [64, 48, 40, 32, 24, 20] } },
} satisfies Meta<typeof AvatarStack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoUsers: Story = {
  args: { users: sampleUsers(2, true) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '2 users' });
    await expect(within(group).getAllByRole('img')).toHaveLength(2);
    await expect(within(group).queryByText(/^\+/)).toBeNull();
  },
};

export const ThreeUsers: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '3 users' });
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(within(group).queryByText(/^\+/)).toBeNull();
  },
};

export const EightUsers: Story = {
  args: { users: sampleUsers(8, true) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '8 users' });
    const more = within(group).getByRole('img', { name: '5 more users' });
    await expect(more).toHaveTextContent('+5');
    await expect(within(group).getAllByRole('img')).toHaveLength(4);
  },
};

export const InitialsOnly: Story = { args: { users: sampleUsers(5) } };

export const CustomLimitAndSize: Story = {
  args: { users: sampleUsers(10, true), max: 5, size: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 more users' })).toHaveTextContent('+5');
  },
};

export const Dark: Story = { args: { users: sampleUsers(8, true) }, globals: { colorScheme: 'dark' } };

export const French: Story = {
  args: { users: sampleUsers(8) },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '8 utilisateurs' });
    await expect(within(group).getByRole('img', { name: '5 autres utilisateurs' })).toHaveTextContent('+5');
  },
};
export const German: Story = {
  args: { users: sampleUsers(8) },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 weitere Benutzer' })).toBeVisible();
  },
};
export const Spanish: Story = {
  args: { users: sampleUsers(8) },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 usuarios más' })).toBeVisible();
  },
};
export const Italian: Story = {
  args: { users: sampleUsers(8) },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'altri 5 utenti' })).toBeVisible();
  },
};
export const Portuguese: Story = {
  args: { users: sampleUsers(8) },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'mais 5 usuários' })).toBeVisible();
  },
};
