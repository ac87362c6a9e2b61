import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const panels: TabItem[] = [
  { id: 'overview', label: 'Overview', content: 'Plan overview: 12 assignees, 3 rules.' },
  { id: 'rules', label: 'Rules', content: 'Commission rules of the plan.' },
  { id: 'archive', label: 'Archive', content: 'Archived versions.', isDisabled: true },
  { id: 'history', label: 'History', content: 'Changes made to the plan.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Plan', items: panels, onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The tabs' first render is a light stand-in; react-aria's tabs take over once the focus enters the
 * tab list (their elements carry data-rac).
 */
async function takenOver(canvas: ReturnType<typeof within>, name: string) {
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('data-rac'));
  return canvas.getByRole('tab', { name });
}

export const Panels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Plan overview');
    await userEvent.click(canvas.getByRole('tab', { name: 'Rules' }));
    await expect(canvas.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Commission rules');
  },
};

export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const overview = await takenOver(canvas, 'Overview');
    await expect(overview).toHaveFocus();
    await expect(overview).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Commission rules');
    // Archive is disabled: the arrow skips it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Plan overview');
    // Tab moves from the tab list into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await takenOver(canvas, 'Overview');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Plan overview');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Commission rules');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

function LinkTabs(props: Omit<TabsProps, 'items'> & { navigate: (href: string) => void }) {
  const { navigate, ...tabProps } = props;
  return (
    <AccrueProvider locale="en" navigate={navigate}>
      <Tabs
        {...tabProps}
        items={[
          { id: 'connectors', label: 'Connectors', href: '/data/connectors' },
          { id: 'objects', label: 'Custom objects', href: '/data/objects' },
          { id: 'imports', label: 'Imports', href: '/data/imports' },
        ]}
      >
        The list of connectors (the current route's page).
      </Tabs>
    </AccrueProvider>
  );
}

export const Links: StoryObj<typeof LinkTabs> = {
  args: { 'aria-label': 'Data', selectedKey: 'connectors', navigate: fn() },
  render: (args) => <LinkTabs {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Custom objects' })).toHaveAttribute(
      'href',
      '/data/objects',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The list of connectors');
    await userEvent.tab();
    await takenOver(canvas, 'Connectors');
    const objects = canvas.getByRole('tab', { name: 'Custom objects' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(objects).toHaveFocus();
    await expect(args.navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/data/objects', undefined);
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' }, args: { defaultSelectedKey: 'rules' } };
