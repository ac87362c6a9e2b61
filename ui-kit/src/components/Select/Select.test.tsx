import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/messages';
import { zIndex } from '../../theme/tokens';
import { Select, type SelectProps } from './Select';
import { selectFieldControl } from './DeferredSelectField';
import type { SelectOption } from './options';

const fruits: SelectOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana', help: 'Yellow and curved' },
  { value: 'cherry', label: 'Cherry', valueLabel: 'Cherries' },
];
const many = (count: number): SelectOption[] =>
  Array.from({ length: count }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` }));

function renderSelect(props: Partial<SelectProps> = {}, locale: Locale = 'en') {
  return render(
    <AccrueProvider locale={locale}>
      <Select label="Fruit" options={fruits} {...props} />
    </AccrueProvider>,
  );
}

const trigger = (name: RegExp | string = /Fruit/) => screen.getByRole('button', { name });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('Select', () => {
  it('shows the placeholder, opens a labelled list and reports the chosen value', async () => {
    const onChange = vi.fn();
    renderSelect({ onChange });
    expect(trigger().textContent).toContain('Select an option');
    await userEvent.click(trigger());
    expect(await screen.findByRole('listbox', { name: 'Fruit' })).toBeTruthy();
    expect(options().map((o) => o.textContent)).toEqual(['Apple', 'BananaYellow and curved', 'Cherry']);
    await userEvent.click(screen.getByRole('option', { name: /Banana/ }));
    expect(onChange).toHaveBeenCalledWith('banana');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Banana');
  });

  it('opens its list on the kit’s popover layer, at most 300 px high', async () => {
    renderSelect();
    await userEvent.click(trigger());
    const popover = (await screen.findByRole('listbox')).closest<HTMLElement>('[data-trigger="Select"]')!;
    expect(popover.style.zIndex).toBe(String(zIndex.popover));
    expect(popover.style.maxHeight).toBe('300px');
  });

  it('shows the valueLabel (or singleValueLabel) of the chosen option in the trigger', () => {
    renderSelect({ defaultValue: 'cherry' });
    expect(trigger().textContent).toContain('Cherries');
  });

  it('hides the search at 6 options and shows it at 7', async () => {
    const { unmount } = renderSelect({ options: many(6) });
    await userEvent.click(trigger());
    await screen.findByRole('listbox');
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    renderSelect({ options: many(7) });
    await userEvent.click(trigger());
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('filters as you type, case-insensitively, and says when nothing matches', async () => {
    renderSelect({ options: [...many(10), { value: 'x', label: 'Special Plan' }] });
    await userEvent.click(trigger());
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'sPECIAL');
    expect(options().map((o) => o.textContent)).toEqual(['Special Plan']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No options matching "zzz"')).toBeTruthy();
  });

  it('shows 150 options, then the rest with Show more', async () => {
    // Kept small for jsdom; the ManyOptions story pages through 400 in a real browser.
    renderSelect({ options: many(170) });
    await userEvent.click(trigger());
    await screen.findByRole('listbox');
    expect(options()).toHaveLength(150);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(options()).toHaveLength(170);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // The button is gone: focus stays in the list's search rather than falling to the page.
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('keeps showing a chosen value that lies beyond the first 150 options', () => {
    renderSelect({ options: many(400), defaultValue: 'v321' });
    expect(trigger().textContent).toContain('Option 321');
  });

  it('says there are no options, or the caller’s own empty text', async () => {
    const { unmount } = renderSelect({ options: [] });
    await userEvent.click(trigger());
    expect(await screen.findByText('No options to select')).toBeTruthy();
    unmount();
    renderSelect({ options: [], emptyText: 'No plans are using this token' });
    await userEvent.click(trigger());
    expect(await screen.findByText('No plans are using this token')).toBeTruthy();
  });

  it('is clearable by default with a Clear value button', async () => {
    const onChange = vi.fn();
    renderSelect({ defaultValue: 'apple', onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(trigger().textContent).toContain('Select an option');
    expect(screen.queryByRole('button', { name: 'Clear value' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('offers no Clear value button when not clearable, empty or disabled', () => {
    const { unmount } = renderSelect({ defaultValue: 'apple', isClearable: false });
    expect(screen.queryByRole('button', { name: 'Clear value' })).toBeNull();
    unmount();
    const second = renderSelect();
    expect(screen.queryByRole('button', { name: 'Clear value' })).toBeNull();
    second.unmount();
    renderSelect({ defaultValue: 'apple', isDisabled: true });
    expect(screen.queryByRole('button', { name: 'Clear value' })).toBeNull();
  });

  it('works from the keyboard alone', async () => {
    const onChange = vi.fn();
    renderSelect({ onChange });
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger());
    await userEvent.keyboard('{ArrowDown}');
    // The first option has the focus, as react-aria's select gives it when opened by ArrowDown.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Apple' })));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('banana');
  });

  it('searches and chooses from the keyboard', async () => {
    const onChange = vi.fn();
    renderSelect({ options: many(20), onChange });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox')));
    await userEvent.keyboard('option 17');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('v17');
  });

  it('shows the label, description, required mark and error message', () => {
    renderSelect({ description: 'Pick one', isRequired: true, errorMessage: 'This field is required.' });
    expect(screen.getByText('Pick one')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    const button = trigger();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(button.closest('[data-invalid]')).not.toBeNull();
    expect(button.closest('[data-required]')).not.toBeNull();
  });

  it('cannot be opened when disabled', async () => {
    renderSelect({ isDisabled: true });
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits its value with a form under its name', async () => {
    let submitted: FormData | null = null;
    function Form() {
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted = new FormData(event.currentTarget);
          }}
        >
          <Select label="Fruit" name="fruit" options={many(400)} defaultValue="v321" />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(
      <AccrueProvider locale="en">
        <Form />
      </AccrueProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted!.get('fruit')).toBe('v321');
  });

  it('is controllable', async () => {
    function Controlled() {
      const [value, setValue] = useState<SelectProps['value']>('apple');
      return (
        <>
          <Select label="Fruit" options={fruits} value={value} onChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    render(
      <AccrueProvider locale="en">
        <Controlled />
      </AccrueProvider>,
    );
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('option', { name: 'Cherry' }));
    expect(screen.getByRole('status').textContent).toBe('cherry');
  });

  it('speaks the user’s language', async () => {
    renderSelect({ defaultValue: 'apple', options: many(10) }, 'fr');
    expect(screen.getByRole('button', { name: 'Effacer la valeur' })).toBeTruthy();
    await userEvent.click(trigger(/Fruit/));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Rechercher' }), 'zz');
    expect(screen.getByText('Aucune option ne correspond à « zz »')).toBeTruthy();
  });
});

const before: SelectOption[] = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];
const after: SelectOption[] = [
  { value: 'c', label: 'Gamma' },
  { value: 'b', label: 'Beta' },
  { value: 'd', label: 'Delta' },
];

function letters(options: SelectOption[], value: string | null) {
  return (
    <AccrueProvider locale="en">
      <Select label="Letter" options={options} value={value} onChange={() => {}} />
    </AccrueProvider>
  );
}

describe('Select whose options change', () => {
  it('shows the new options, while closed and while open, and keeps the chosen one', async () => {
    const { rerender } = render(letters(before, 'b'));
    rerender(letters(after, 'b'));
    expect(screen.getByRole('button', { name: /Letter/ }).textContent).toContain('Beta');
    await userEvent.click(screen.getByRole('button', { name: /Letter/ }));
    rerender(letters(before, 'b'));
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alpha', 'Beta']);
    rerender(
      letters(
        after.map((o) => ({ ...o })),
        'b',
      ),
    );
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gamma', 'Beta', 'Delta']);
  });
});

describe('Select before it is first opened (its light stand-in)', () => {
  it('reads like react-aria’s select: a list-box button named by its value, then its label', () => {
    renderSelect({ defaultValue: 'cherry', description: 'Pick one', isRequired: true });
    const button = trigger('Cherries Fruit');
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Pick one').id);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the real list with the keyboard, ArrowUp putting the focus on the last option', async () => {
    const onChange = vi.fn();
    renderSelect({ onChange });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Cherry' })));
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('cherry');
    await waitFor(() => expect(document.activeElement).toBe(trigger(/Cherr/)));
  });

  it('opens the real list on a screen reader’s click, the focus on the first option', async () => {
    renderSelect();
    fireEvent.click(trigger());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Apple' })));
  });

  it('keeps a required empty form from being submitted, and says why', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AccrueProvider locale="en">
        <form onSubmit={onSubmit}>
          <Select label="Fruit" name="fruit" options={fruits} isRequired />
          <button type="submit">Send</button>
        </form>
      </AccrueProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // On the stand-in, or on react-aria's select once it has taken over (it commits the error a
    // render later).
    await waitFor(() => expect(trigger().closest('[data-invalid]')).not.toBeNull());
    expect(document.activeElement).toBe(trigger());
  });
});

describe('Select taking over from its stand-in during a mouse press', () => {
  // A browser's mouse press is a pointerdown, then, in the same task, a mousedown whose default
  // action moves the focus to what it lands on. Between the two run only microtasks (and React's
  // work they start inside the event), never a timer: fake timers hold the timers here, and the
  // press's mousedown lands on the stand-in while it is in the page, else on the nearest ancestor
  // still there (as Chromium retargets it), whose focus takes it from the list just opened.
  it('keeps the focus in the list it opened when react-aria’s select was already loaded', async () => {
    await selectFieldControl.load(); // Another select of the page loaded it.
    const onChange = vi.fn();
    const { container } = renderSelect({ onChange, options: many(11), value: 'v11' });
    const standIn = trigger(/Fruit/);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.pointerDown(standIn, { button: 0, pointerId: 1, pointerType: 'mouse' });
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      const landed: HTMLElement = standIn.isConnected ? standIn : container;
      fireEvent.mouseDown(landed, { button: 0 });
      const focusable = landed.closest<HTMLElement>('button, input, [tabindex]');
      if (focusable) focusable.focus();
      else (document.activeElement as HTMLElement | null)?.blur();
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }
    const list = await screen.findByRole('listbox');
    const popover = list.closest<HTMLElement>('[data-trigger="Select"]')!;
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('option', { name: 'Option 9' }));
    expect(onChange).toHaveBeenCalledWith('v9');
  });
});
