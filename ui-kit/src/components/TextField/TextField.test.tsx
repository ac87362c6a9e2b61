import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input and reports typed values', async () => {
    const onChange = vi.fn();
    render(<TextField label="Company name" description="2 to 100 characters" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Acme');
    expect(onChange).toHaveBeenLastCalledWith('Acme');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('2 to 100 characters')).toBeTruthy();
  });

  it('shows its error message and marks the input invalid', () => {
    render(<TextField label="Company name" errorMessage="Field is required" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Field is required')).toBeTruthy();
  });

  it('cannot be edited when disabled', async () => {
    render(<TextField label="Name" isDisabled defaultValue="Acme" />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await userEvent.type(input, 'x');
    expect(input.value).toBe('Acme');
  });
});
