import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from '../PageHeader/PageHeader';
import { PageBody } from './PageBody';

const meta = {
  title: 'Layout/PageBody',
  component: PageBody,
  args: { children: 'Statements of the period' },
} satisfies Meta<typeof PageBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAPageHeader: Story = {
  render: (args) => (
    <section>
      <PageHeader title="Plans" />
      <PageBody {...args}>
        <p>Sales 2026</p>
        <p>Renewals &amp; Expansion 2026</p>
      </PageBody>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Sales 2026');
    const body = text.parentElement!;
    // The content is inset like the header's title, never flush against the page's edge.
    await expect(parseFloat(getComputedStyle(body).paddingLeft)).toBeGreaterThanOrEqual(16);
  },
};
