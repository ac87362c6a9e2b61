import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { samplePicture, sampleUsers } from '../Avatar/fixtures';
import { AvatarStack } from '../AvatarStack/AvatarStack';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { Card } from './Card';

const meta = {
  title: 'Display/Card',
  component: Card,
  args: {
    title: 'Sales 2026',
    description: 'Commission plan · Jan to Dec',
    children: 'Quarterly accelerators above 100% attainment, paid monthly.',
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Sales 2026' });
    await expect(card.getBoundingClientRect().width).toBe(316);
    await expect(card).toHaveTextContent('Quarterly accelerators');
  },
};

export const WithMediaAndActions: Story = {
  args: {
    title: 'Ada Lovelace',
    description: 'Account executive',
    media: (
      <div style={{ padding: 16 }}>
        <Avatar name="Ada Lovelace" src={samplePicture(0)} />
      </div>
    ),
    children: <AvatarStack users={sampleUsers(6)} aria-label="Team members" />,
    headerEnd: <Link href="#profile">Profile</Link>,
    actions: (
      <>
        <Button variant="ghost">Dismiss</Button>
        <Button variant="primary">Open</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Ada Lovelace' });
    await expect(within(card).getByRole('button', { name: 'Open' })).toBeVisible();
    await expect(within(card).getAllByRole('img', { name: 'Ada Lovelace' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true, actions: <Button>Open</Button> },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Sales 2026' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading…');
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

export const Selected: Story = { args: { isSelected: true } };

export const WithoutTitle: Story = {
  args: { title: undefined, description: undefined, 'aria-label': 'Quota attainment', children: '87 %' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Quota attainment' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  args: { actions: <Button variant="primary">Open</Button> },
};

export const LoadingInGerman: Story = {
  args: { isLoading: true },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Wird geladen…');
  },
};
