import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { SearchField, type SearchFieldProps } from './SearchField';

function Harness(props: Partial<SearchFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <AccrueProvider locale="en">
      <SearchField value={value} onChange={setValue} {...props} />
      <output>{value}</output>
    </AccrueProvider>
  );
}

describe('SearchField', () => {
  it('is a search box named Search', async () => {
    render(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'ada');
    expect(screen.getByRole('status').textContent).toBe('ada');
  });

  it('clears with Escape and with its clear button', async () => {
    const onClear = vi.fn();
    render(<Harness onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'ada{Escape}');
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.type(input, 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search', hidden: true }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('translates its label and can show it', () => {
    render(
      <AccrueProvider locale="de">
        <SearchField isLabelVisible />
      </AccrueProvider>,
    );
    expect(screen.getByText('Suchen')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toBeTruthy();
  });
});
