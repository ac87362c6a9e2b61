import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../Select/options';
import { MultiSelect } from './MultiSelect';

const people: SelectOption[] = [
  { value: 'ada', label: 'Ada Lovelace', help: 'Sales, Paris' },
  { value: 'alan', label: 'Alan Turing', help: 'Sales, London' },
  { value: 'grace', label: 'Grace Hopper', help: 'Customer success, New York' },
  { value: 'linus', label: 'Linus Torvalds', help: 'Engineering, Portland' },
  { value: 'margaret', label: 'Margaret Hamilton', help: 'Engineering, Boston' },
  { value: 'katherine', label: 'Katherine Johnson', help: 'Finance, Hampton' },
  { value: 'tim', label: 'Tim Berners-Lee', help: 'Marketing, Geneva' },
  { value: 'barbara', label: 'Barbara Liskov', help: 'Sales, Boston' },
].map((person) => ({ ...person, multiValueLabel: person.label.split(' ')[0] }));

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Team members', options: people, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Team members/ });
// The chips row's last child is the unseen copy used to measure them.
const visibleChips = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll('[data-chips] > span:not(:last-child)'),
    (chip) => chip.textContent,
  );

export const Default: Story = {
  args: { description: 'Everyone credited on the deal' },
  play: async ({ args, canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Select an option');
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await screen.findByRole('option', { name: /Ada Lovelace/ }));
    await userEvent.click(screen.getByRole('option', { name: /Grace Hopper/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['ada', 'grace']);
    // Several choices: the list stays open until dismissed.
    await expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(visibleChips(canvasElement)).toEqual(['Ada', 'Grace']);
  },
};

export const ChipsWithOverflow: Story = {
  args: { defaultValue: ['ada', 'alan', 'grace', 'linus', 'margaret', 'katherine'] },
  play: async ({ canvasElement }) => {
    // Six first names do not fit 320 px: the last chip is the '+N' of the rest.
    await waitFor(() => expect(visibleChips(canvasElement).at(-1)).toMatch(/^\+\d$/));
    const chips = visibleChips(canvasElement);
    const hidden = Number(chips.at(-1)!.slice(1));
    await expect(chips.length - 1 + hidden).toBe(6);
    // Screen readers still hear every chosen person.
    await expect(trigger(canvasElement)).toHaveAccessibleName(/Ada Lovelace.*Katherine Johnson/);
  },
};

export const MaxChips: Story = {
  args: { defaultValue: ['ada', 'alan', 'grace', 'linus'], maxChips: 2 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(visibleChips(canvasElement)).toEqual(['Ada', 'Alan', '+2']));
  },
};

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'BOSTON');
    await userEvent.clear(search);
    await userEvent.type(search, 'barb');
    const listbox = screen.getByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Barbara LiskovSales, Boston']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['barbara']);
  },
};

export const FewOptionsNoSearch: Story = {
  args: { options: people.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await screen.findByRole('listbox');
    await expect(screen.queryByRole('searchbox')).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.type(await screen.findByRole('searchbox'), 'Nobody');
    await expect(await screen.findByText('No options matching "Nobody"')).toBeVisible();
  },
};

export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByText('No options to select')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['ada', 'alan'] },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear value' })).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required.' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription('This field is required.');
  },
};

export const Clearable: Story = {
  args: { defaultValue: ['ada', 'alan'] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear value' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { defaultValue: ['ada', 'alan', 'grace', 'linus', 'margaret'], description: 'Everyone credited' },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByRole('option', { name: /Ada Lovelace/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

const localeStory = (locale: string, clear: string, search: string, placeholder: string): Story => ({
  args: { label: 'Team members', defaultValue: ['ada', 'alan', 'grace'], maxChips: 1 },
  globals: { locale },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: clear })).toBeVisible();
    await waitFor(() => expect(visibleChips(canvasElement)).toEqual(['Ada', '+2']));
    await userEvent.click(within(canvasElement).getByRole('button', { name: clear }));
    await expect(trigger(canvasElement)).toHaveTextContent(placeholder);
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByRole('searchbox', { name: search })).toBeVisible();
  },
});

export const French = localeStory('fr', 'Effacer la valeur', 'Rechercher', 'Sélectionner une option');
export const German = localeStory('de', 'Wert löschen', 'Suchen', 'Option auswählen');
export const Portuguese = localeStory('pt', 'Limpar valor', 'Pesquisar', 'Selecione uma opção');
