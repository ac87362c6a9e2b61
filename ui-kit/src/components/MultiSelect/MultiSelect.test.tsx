import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import type { SelectOption } from '../Select/options';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const people: SelectOption[] = [
  { value: 'ada', label: 'Ada Lovelace', multiValueLabel: 'Ada' },
  { value: 'alan', label: 'Alan Turing' },
  { value: 'grace', label: 'Grace Hopper', valueLabel: 'Grace' },
  { value: 'linus', label: 'Linus Torvalds' },
  { value: 'margaret', label: 'Margaret Hamilton' },
];
const many = (count: number): SelectOption[] =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` }));

function renderMulti(props: Partial<MultiSelectProps> = {}, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <MultiSelect label="Team members" options={people} {...props} />
    </AccrueProvider>,
  );
}

const trigger = () => screen.getByRole('button', { name: /Team members/ });
// The chips are a visual layer next to the trigger; the last child of their row is the measuring copy.
const chipTexts = () =>
  Array.from(document.querySelectorAll('[data-chips] > span:not(:last-child)'), (c) => c.textContent);

describe('MultiSelect', () => {
  it('chooses several options, keeps the list open and shows them as chips', async () => {
    const onChange = vi.fn();
    renderMulti({ onChange });
    expect(trigger().textContent).toContain('Select an option');
    await userEvent.click(trigger());
    const listbox = screen.getByRole('listbox', { name: 'Team members' });
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Ada Lovelace' }));
    await userEvent.click(screen.getByRole('option', { name: 'Grace Hopper' }));
    expect(onChange).toHaveBeenLastCalledWith(['ada', 'grace']);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Chips use multiValueLabel, then valueLabel, then label.
    expect(chipTexts()).toEqual(['Ada', 'Grace']);
  });

  it('names the trigger by every chosen option, not by the chips', () => {
    renderMulti({ defaultValue: ['ada', 'alan', 'grace'], maxChips: 1 });
    expect(
      screen.getByRole('button', { name: 'Ada Lovelace, Alan Turing, and Grace Hopper Team members' }),
    ).toBe(trigger());
    expect(document.querySelector('[data-chips]')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sums up chips beyond maxChips in a +N chip', () => {
    renderMulti({ defaultValue: ['ada', 'alan', 'grace', 'linus'], maxChips: 2 });
    expect(chipTexts()).toEqual(['Ada', 'Alan Turing', '+2']);
  });

  it('shows no +N chip when every chip is shown', () => {
    renderMulti({ defaultValue: ['ada', 'alan'], maxChips: 2 });
    expect(chipTexts()).toEqual(['Ada', 'Alan Turing']);
  });

  it('hides the search at 5 options and shows it at 6', async () => {
    const { unmount } = renderMulti();
    await userEvent.click(trigger());
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    renderMulti({ options: many(6) });
    await userEvent.click(trigger());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('filters case-insensitively and says when nothing matches', async () => {
    renderMulti({ options: [...people, { value: 'ken', label: 'Ken Thompson' }] });
    await userEvent.click(trigger());
    await userEvent.type(screen.getByRole('searchbox'), 'TURING');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alan Turing']);
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByText('No options matching "TURINGx"')).toBeTruthy();
  });

  it('clears every chosen value with Clear value', async () => {
    const onChange = vi.fn();
    renderMulti({ defaultValue: ['ada', 'alan'], onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(trigger().textContent).toContain('Select an option');
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('toggles options from the keyboard', async () => {
    const onChange = vi.fn();
    renderMulti({ onChange });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['ada', 'alan']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['ada']);
  });

  it('submits every chosen value with a form', async () => {
    let submitted: FormData | null = null;
    render(
      <AccrueProvider locale="en">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted = new FormData(event.currentTarget);
          }}
        >
          <MultiSelect
            label="Team members"
            name="members"
            options={people}
            defaultValue={['alan', 'linus']}
          />
          <button type="submit">Send</button>
        </form>
      </AccrueProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted!.getAll('members')).toEqual(['alan', 'linus']);
  });

  it('shows its error state and is inert when disabled', async () => {
    const { unmount } = renderMulti({ errorMessage: 'This field is required.' });
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(trigger().closest('[data-invalid]')).not.toBeNull();
    unmount();
    renderMulti({ isDisabled: true, defaultValue: ['ada'] });
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear value' })).toBeNull();
  });

  it('formats the +N chip for the locale', () => {
    renderMulti({ defaultValue: ['ada', 'alan', 'grace'], maxChips: 1 }, 'de');
    expect(chipTexts()).toEqual(['Ada', '+2']);
    expect(screen.getByRole('button', { name: 'Wert löschen' })).toBeTruthy();
  });
});
