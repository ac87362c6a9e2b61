import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line input reporting typed values', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Comment" description="Visible to the payee" rows={5} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Comment' });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input.getAttribute('rows')).toBe('5');
    await userEvent.type(input, 'Line 1{Enter}Line 2');
    expect(onChange).toHaveBeenLastCalledWith('Line 1\nLine 2');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Visible to the payee').id);
  });

  it('shows its error message and marks the input invalid', () => {
    render(<TextArea label="Comment" errorMessage="This field is required." />);
    expect(screen.getByRole('textbox', { name: 'Comment' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('cannot be edited when disabled', async () => {
    render(<TextArea label="Comment" isDisabled defaultValue="Done" />);
    const input = screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
    await userEvent.type(input, 'x');
    expect(input.value).toBe('Done');
  });
});
