import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Statements' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Statements');
  },
};
export const WithBreadcrumbsAndActions: Story = {
  args: {
    title: 'Rule designer',
    backHref: '#plans',
    breadcrumbs: [{ label: 'Plans', href: '#plans' }, { label: 'Sales 2026' }],
    actions: <Button variant="primary">Save</Button>,
  },
};
