import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

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
});
