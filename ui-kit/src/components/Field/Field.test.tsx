import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextField } from 'react-aria-components/TextField';
import { Input } from 'react-aria-components/Input';
import { FieldHelp, FieldLabel } from './Field';

describe('FieldLabel and FieldHelp', () => {
  it('name the field, describe it and mark it required without reading the asterisk', () => {
    render(
      <TextField isRequired>
        <FieldLabel isRequired>Company name</FieldLabel>
        <Input />
        <FieldHelp description="2 to 100 characters" />
      </TextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('2 to 100 characters').id);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no required mark unless asked and no description when there is none', () => {
    const { container } = render(
      <TextField>
        <FieldLabel>Company name</FieldLabel>
        <Input />
        <FieldHelp />
      </TextField>,
    );
    expect(screen.queryByText('*')).toBeNull();
    expect(container.querySelector('[slot="description"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Company name' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('shows the error message while the field is invalid', () => {
    render(
      <TextField isInvalid>
        <FieldLabel>Company name</FieldLabel>
        <Input />
        <FieldHelp errorMessage="Field is required" />
      </TextField>,
    );
    expect(screen.getByRole('textbox', { name: 'Company name' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Field is required')).toBeTruthy();
  });
});
