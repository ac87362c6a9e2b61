import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Tabs, type TabItem } from './Tabs';

const panels: TabItem[] = [
  { id: 'overview', label: 'Overview', content: 'Overview panel' },
  { id: 'rules', label: 'Rules', content: 'Rules panel' },
  { id: 'archive', label: 'Archive', content: 'Archive panel', isDisabled: true },
  { id: 'history', label: 'History', content: 'History panel' },
];

describe('Tabs', () => {
  it('shows the selected tab panel and follows the arrow keys, skipping disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs aria-label="Plan" items={panels} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Rules panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: 'Archive' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('overview');
  });

  it('switches panels on click', async () => {
    render(<Tabs aria-label="Plan" items={panels} defaultSelectedKey="rules" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Rules panel');
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('History panel');
  });

  it('renders link tabs that navigate on Enter, not while arrowing', async () => {
    const navigate = vi.fn();
    render(
      <AccrueProvider locale="en" navigate={navigate}>
        <Tabs
          aria-label="Data"
          selectedKey="connectors"
          items={[
            { id: 'connectors', label: 'Connectors', href: '/data/connectors' },
            { id: 'objects', label: 'Objects', href: '/data/objects' },
          ]}
        >
          Connector list
        </Tabs>
      </AccrueProvider>,
    );
    const objects = screen.getByRole('tab', { name: 'Objects' });
    expect(objects.tagName).toBe('A');
    expect(objects.getAttribute('href')).toBe('/data/objects');
    expect(screen.getByRole('tabpanel').textContent).toBe('Connector list');

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(objects);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/data/objects', undefined);
  });
});
