import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';
import { TextFieldControl } from './TextFieldControl';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** The attributes a screen reader and the styles read, the generated ids made comparable. */
function shapeOf(container: HTMLElement) {
  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id)!;
  };
  const idAttributes = ['id', 'for', 'aria-labelledby', 'aria-describedby'];
  return [...container.querySelectorAll('*')].map((el) =>
    [
      el.tagName,
      ...[...el.attributes]
        .filter((a) => !['data-rac', 'tabindex'].includes(a.name))
        .map(
          (a) =>
            `${a.name}=${idAttributes.includes(a.name) ? a.value.split(' ').map(idOf).join(' ') : a.value}`,
        )
        .sort(),
    ].join(' '),
  );
}

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

  it('first renders a light stand-in labelled, described and marked as react-aria’s field', () => {
    const props = {
      label: 'Company name',
      description: '2 to 100 characters',
      errorMessage: 'Field is required',
      isRequired: true,
      name: 'name',
      defaultValue: 'Acme',
      maxLength: 100,
    };
    const standIn = render(<TextField {...props} />);
    expect(box('Company name').dataset.rac).toBeUndefined();
    const real = render(<TextFieldControl {...props} />);
    expect(shapeOf(standIn.container)).toEqual(shapeOf(real.container));
  });

  it('hands the focus, the caret and what was typed over to react-aria’s field', async () => {
    const onChange = vi.fn();
    render(<TextField label="Company name" onChange={onChange} />);
    const standIn = box('Company name');
    // Focused and typed into: the stand-in takes the text.
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: 'Acme Corp' } });
    act(() => standIn.setSelectionRange(4, 4));
    // The focus alone keeps the stand-in (a dialog focusing its first field, a script filling it).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box('Company name')).toBe(standIn);
    expect(standIn.dataset.focused).toBe('true');
    // A key pressed in it hands it over.
    fireEvent.keyDown(standIn, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('Acme Corp');
    await waitFor(() => expect(box('Company name').dataset.rac).toBeDefined());
    const real = box('Company name');
    expect(real).not.toBe(standIn);
    expect(document.activeElement).toBe(real);
    expect(real.value).toBe('Acme Corp');
    expect([real.selectionStart, real.selectionEnd]).toEqual([4, 4]);
    // Typing goes on where the caret was.
    await userEvent.keyboard('!');
    expect(real.value).toBe('Acme! Corp');
    expect(onChange).toHaveBeenLastCalledWith('Acme! Corp');
  });

  it('stays controlled across the hand-over', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Name" value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    await userEvent.type(box('Name'), 'Acme');
    await waitFor(() => expect(box('Name').dataset.rac).toBeDefined());
    await userEvent.type(box('Name'), ' Corp');
    expect(box('Name').value).toBe('Acme Corp');
  });

  it('shows the browser’s message for a required field left empty when its form is submitted', () => {
    render(
      <form>
        <TextField label="Name" isRequired />
      </form>,
    );
    const input = box('Name');
    fireEvent.invalid(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
  });
});
