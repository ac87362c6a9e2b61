import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Pagination, type PaginationProps } from './Pagination';

function Harness(props: Partial<PaginationProps> & { total?: number }) {
  const [page, setPage] = useState(props.page ?? 0);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  return (
    <AccrueProvider locale="en">
      <Pagination
        totalItems={props.total ?? 95}
        {...props}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => {
          props.onPageChange?.(next);
          setPage(next);
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </AccrueProvider>
  );
}

const pageInput = () => screen.getByRole('textbox', { name: 'Page' }) as HTMLInputElement;

describe('Pagination', () => {
  it('shows the range and moves with previous and next', async () => {
    render(<Harness />);
    expect(screen.getByText('1 - 10 of 95')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11 - 20 of 95')).toBeTruthy();
    expect(pageInput().value).toBe('2');
    expect(screen.getByText('of 10')).toBeTruthy();
  });

  it('disables next on the last page', () => {
    render(<Harness page={9} />);
    expect(screen.getByText('91 - 95 of 95')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes to a typed page on Enter', async () => {
    const onPageChange = vi.fn();
    render(<Harness onPageChange={onPageChange} />);
    await userEvent.clear(pageInput());
    await userEvent.type(pageInput(), '4{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByText('31 - 40 of 95')).toBeTruthy();
  });

  it.each([
    ['2.5', 'The page number must be an integer.'],
    ['abc', 'The page number must be an integer.'],
    ['0', 'The page number must be greater than 0.'],
    ['11', 'The page number cannot be greater than the total number of pages.'],
  ])('refuses %s with "%s"', async (typed, message) => {
    const onPageChange = vi.fn();
    render(<Harness onPageChange={onPageChange} />);
    await userEvent.clear(pageInput());
    await userEvent.type(pageInput(), `${typed}{Enter}`);
    expect(screen.getByText(message)).toBeTruthy();
    expect(pageInput().getAttribute('aria-invalid')).toBe('true');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables the page number below 2 pages', () => {
    render(<Harness total={8} />);
    expect(pageInput().disabled).toBe(true);
    expect(screen.getByText('1 - 8 of 8')).toBeTruthy();
  });

  it('offers 10, 25, 50 and 100 rows per page and returns to the first page', async () => {
    render(<Harness page={3} />);
    // The select loads when its stand-in button is first pressed, and opens at once.
    await userEvent.click(screen.getByRole('button', { name: /Rows per page/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    expect(screen.getByText('1 - 25 of 95')).toBeTruthy();
  });

  it('gives the focus back to the rows-per-page button when the list closes', async () => {
    render(<Harness page={3} />);
    const standIn = screen.getByRole('button', { name: /Rows per page/ });
    expect(standIn.getAttribute('aria-haspopup')).toBe('listbox');
    await userEvent.click(standIn);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const button = screen.getByRole('button', { name: /Rows per page/ });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.textContent).toContain('10');
  });

  it('formats numbers for the locale', () => {
    render(
      <AccrueProvider locale="de">
        <Pagination page={0} pageSize={10} totalItems={12345} onPageChange={() => {}} />
      </AccrueProvider>,
    );
    expect(screen.getByText('1 - 10 von 12.345')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Seite' })).toBeTruthy();
  });
});
