import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectToggleHandOver } from '../../lazy/expectToggleHandOver';
import { Switch } from './Switch';
import { SwitchControl } from './SwitchControl';

const toggleOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

/** The attributes a screen reader and the styles read, the generated ids made comparable. */
function shapeOf(container: HTMLElement) {
  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id)!;
  };
  return [...container.querySelectorAll('*')].map((el) =>
    [
      el.tagName,
      ...[...el.attributes]
        .filter((a) => !['data-rac', 'tabindex', 'data-react-aria-pressable', 'style'].includes(a.name))
        .map(
          (a) =>
            `${a.name}=${['id', 'aria-describedby'].includes(a.name) ? a.value.split(' ').map(idOf).join(' ') : a.value}`,
        )
        .sort(),
    ].join(' '),
  );
}

describe('Switch', () => {
  it('toggles from a click and from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Switch label="Show actual-forecast difference" onChange={onChange} />);
    const toggle = screen.getByRole('switch', {
      name: 'Show actual-forecast difference',
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle.checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows its description and error, marking the switch invalid', () => {
    render(
      <Switch
        label="Accept the plan"
        description="Required to continue"
        errorMessage="This field must be true"
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Accept the plan' });
    expect(toggle.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field must be true')).toBeTruthy();
    const describedBy = toggle.getAttribute('aria-describedby') ?? '';
    expect(describedBy).toContain(screen.getByText('Required to continue').id);
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    render(<Switch label="Show difference" isDisabled defaultSelected onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Show difference' }) as HTMLInputElement;
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
  });

  it('first renders a light stand-in drawn and named as react-aria’s switch', () => {
    const props = {
      label: 'Accept the plan',
      description: 'Required to continue',
      errorMessage: 'This field must be true',
      defaultSelected: true,
      name: 'accept',
    };
    const standIn = render(<Switch {...props} />);
    expect(toggleOf('Accept the plan').dataset.rac).toBeUndefined();
    const real = render(<SwitchControl {...props} />);
    expect(shapeOf(standIn.container)).toEqual(shapeOf(real.container));
  });

  it('toggles before react-aria’s switch is there, and hands the focus and the state over', async () => {
    const onChange = vi.fn();
    render(<Switch label="Show difference" onChange={onChange} />);
    await expectToggleHandOver(() => toggleOf('Show difference'), onChange);
  });
});
