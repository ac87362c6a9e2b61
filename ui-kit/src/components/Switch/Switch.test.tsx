import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

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
});
