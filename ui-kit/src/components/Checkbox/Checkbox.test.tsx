import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectToggleHandOver } from '../../lazy/expectToggleHandOver';
import { Checkbox } from './Checkbox';
import { CheckboxControl } from './CheckboxControl';

const boxOf = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** The attributes a screen reader and the styles read. */
function shapeOf(container: HTMLElement) {
  return [...container.querySelectorAll('*')].map((el) =>
    [
      el.tagName,
      ...[...el.attributes]
        .filter((a) => !['data-rac', 'tabindex', 'data-react-aria-pressable', 'style'].includes(a.name))
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
    ].join(' '),
  );
}

describe('Checkbox', () => {
  it('toggles from a click and from the space key', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const input = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    await userEvent.click(input);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(input.checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the indeterminate state as mixed', () => {
    render(<Checkbox aria-label="Select all" isIndeterminate />);
    const input = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(input.indeterminate).toBe(true);
    expect(input.closest('[data-indeterminate]')).not.toBeNull();
  });

  it('ignores presses when disabled', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return <Checkbox isDisabled isSelected={checked} onChange={setChecked} aria-label="Off" />;
    }
    render(<Controlled />);
    const input = screen.getByRole('checkbox', { name: 'Off' }) as HTMLInputElement;
    await userEvent.click(input);
    expect(input.checked).toBe(false);
    expect(input.disabled).toBe(true);
  });

  it('first renders a light stand-in drawn and named as react-aria’s checkbox', () => {
    for (const props of [
      { children: 'Remember me', defaultSelected: true, name: 'remember' },
      { 'aria-label': 'Select all', isIndeterminate: true },
      { 'aria-label': 'Select row', isDisabled: true, isSelected: false },
    ]) {
      const standIn = render(<Checkbox {...props} />);
      const real = render(<CheckboxControl {...props} />);
      expect(standIn.container.querySelector('label')?.dataset.rac).toBeUndefined();
      expect(shapeOf(standIn.container)).toEqual(shapeOf(real.container));
      standIn.unmount();
      real.unmount();
    }
  });

  it('toggles before react-aria’s checkbox is there, and hands the focus and the state over', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    await expectToggleHandOver(() => boxOf('Remember me'), onChange);
  });
});
