import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Tabs, tabsControl, type TabItem } from './Tabs';
import { TabsControl } from './TabsControl';

const panels: TabItem[] = [
  { id: 'overview', label: 'Overview', content: 'Overview panel' },
  { id: 'rules', label: 'Rules', content: 'Rules panel' },
  { id: 'archive', label: 'Archive', content: 'Archive panel', isDisabled: true },
  { id: 'history', label: 'History', content: 'History panel' },
];

/** react-aria's tabs have taken the stand-in's place (their elements carry data-rac). */
const tabIsReal = (name: string) => screen.getByRole('tab', { name }).dataset.rac !== undefined;
async function waitForReal(name: string) {
  await waitFor(() => expect(tabIsReal(name)).toBe(true));
}

/** The attributes a screen reader and the styles read, with the generated ids made comparable. */
function shapeOf(container: HTMLElement) {
  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id)!;
  };
  const normalize = (value: string) =>
    value
      .split(' ')
      .map((part) =>
        part.includes('-tab') || /^(react-aria-)?_r_/.test(part)
          ? idOf(part.replace(/-tab(panel)?-.*$/, '')) + (part.match(/-tab(panel)?-.*$/)?.[0] ?? '')
          : part,
      )
      .join(' ');
  return [...container.querySelectorAll('*:not(template)')].map((el) =>
    [
      el.tagName,
      ...[...el.attributes]
        .filter((a) => !['data-rac', 'data-collection', 'data-react-aria-pressable'].includes(a.name))
        .map(
          (a) =>
            `${a.name}=${['id', 'aria-controls', 'aria-labelledby'].includes(a.name) ? normalize(a.value) : a.value}`,
        )
        .sort(),
    ].join(' '),
  );
}

describe('Tabs', () => {
  it('first renders a light stand-in shaped as react-aria’s tabs: roles, ARIA, classes, panel', () => {
    const items: TabItem[] = [...panels, { id: 'links', label: 'Links', href: '/links' }];
    const standIn = render(<Tabs aria-label="Plan" items={items} defaultSelectedKey="rules" />);
    expect(screen.getByRole('tab', { name: 'Rules' }).dataset.rac).toBeUndefined();
    const real = render(<TabsControl aria-label="Plan" items={items} defaultSelectedKey="rules" />);
    expect(shapeOf(standIn.container)).toEqual(shapeOf(real.container));
  });

  it('selects a tab on a press before react-aria’s tabs are there, and keeps it on the hand-over', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs aria-label="Plan" items={panels} onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('history');
    expect(screen.getByRole('tabpanel').textContent).toBe('History panel');
    // The press focused the tab: react-aria's tabs take over, on the same tab, still selected.
    await waitForReal('History');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('History panel');
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
  });

  it('hands the focus and the keys pressed while loading over to react-aria’s tabs', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs aria-label="Plan" items={panels} onSelectionChange={onSelectionChange} />);
    const standIn = screen.getByRole('tab', { name: 'Overview' });
    expect(standIn.dataset.rac).toBeUndefined();
    // The focus enters, then keys are pressed on the stand-in (synchronously, so before react-aria's
    // tabs can be there even when already downloaded): they are done again on react-aria's tabs.
    act(() => standIn.focus());
    expect(document.activeElement).toBe(standIn);
    fireEvent.keyDown(standIn, { key: 'ArrowRight' });
    fireEvent.keyDown(standIn, { key: 'ArrowRight' });
    expect(onSelectionChange).not.toHaveBeenCalled();
    await waitForReal('History');
    expect(screen.getByRole('tab', { name: 'Overview' })).not.toBe(standIn);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History' })));
    expect(screen.getByRole('tabpanel').textContent).toBe('History panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('history');
  });

  it('follows the arrow keys once react-aria’s tabs are there, skipping disabled tabs', async () => {
    await tabsControl.load();
    const onSelectionChange = vi.fn();
    render(<Tabs aria-label="Plan" items={panels} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');

    await userEvent.tab();
    await waitForReal('Overview');
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
    await waitForReal('History');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');
  });

  it('stays controlled across the hand-over', async () => {
    function Controlled() {
      const [tab, setTab] = useState<string | number>('rules');
      return <Tabs aria-label="Plan" items={panels} selectedKey={tab} onSelectionChange={setTab} />;
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitForReal('Overview');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('History panel');
  });

  it('renders link tabs that navigate on a press or on Enter, not while arrowing', async () => {
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
    const standIn = screen.getByRole('tab', { name: 'Objects' });
    expect(standIn.tagName).toBe('A');
    expect(standIn.getAttribute('href')).toBe('/data/objects');
    expect(screen.getByRole('tabpanel').textContent).toBe('Connector list');
    // The stand-in's link navigates client-side, as react-aria's does.
    await userEvent.click(standIn);
    expect(navigate).toHaveBeenCalledWith('/data/objects', undefined);
    navigate.mockClear();
    await waitForReal('Objects');

    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowRight}');
    const objects = screen.getByRole('tab', { name: 'Objects' });
    expect(document.activeElement).toBe(objects);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/data/objects', undefined);
  });
});
