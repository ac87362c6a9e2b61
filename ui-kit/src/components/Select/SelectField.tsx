import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

import {
  Select as AriaSelect,
  SelectStateContext,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';
import { PopoverSurface } from '../Popover/PopoverSurface';
import { Button as AriaButton, ButtonContext } from 'react-aria-components/Button';

import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Autocomplete, type AutocompleteProps } from 'react-aria-components/Autocomplete';
import { SearchField } from 'react-aria-components/SearchField';
import { Input } from 'react-aria-components/Input';
import {
  OPTIONS_PAGE_SIZE,
  emptyReason,
  isSearchShown,
  nextLimit,
  visibleOptions,
  chosenKeys,
  type SelectMode,
  type SelectOption,
} from './options';
import { FieldHelp, FieldLabel } from '../Field/Field';
import { ChevronIcon, ClearIcon } from './icons';
import * as styles from './Select.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { selectMessages } from '../../i18n/catalogue/select';

/** What Select and MultiSelect have in common: the form-field props and the option list. */
export interface SelectFieldCommonProps {
  options: readonly SelectOption[];
  /** The visible label; without one, give an `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Submitted with a form under this name (a hidden native select or inputs hold the value). */
  name?: string;
  /** The id of the `<form>` this field belongs to, when it is not inside it. */
  form?: string;
  id?: string;
  autoFocus?: boolean;
  /** Defaults to 'Select an option'. */
  placeholder?: string;
  /** Offers a 'Clear value' button while a value is chosen. Default true (spec doc 3 §5). */
  isClearable?: boolean;
  /** Shown instead of 'No options to select' when there are no options at all. */
  emptyText?: ReactNode;
  /** 'native' (default) also blocks a form's submission while a required value is missing. */
  validationBehavior?: 'native' | 'aria';
  onOpenChange?: (isOpen: boolean) => void;
  onBlur?: () => void;
}

type OptionFilter = NonNullable<AutocompleteProps<SelectOption>['filter']>;
type ModeValue<M extends SelectMode> = AriaSelectProps<SelectOption, M>['value'];
type ModeChange<M extends SelectMode> = NonNullable<AriaSelectProps<SelectOption, M>['onChange']>;

/**
 * What the select does when it takes a stand-in's place (DeferredSelectField): its trigger takes
 * the focus the stand-in had ('focus'), and the list opens when the stand-in was pressed ('open',
 * the focus on the chosen option or the list) or opened by a key ('first', 'last': react-aria's
 * focus strategies).
 */
export type TakeOver = 'focus' | 'open' | 'first' | 'last';

/** How a stand-in's press or key asks for the list. */
export type OpenRequest = Exclude<TakeOver, 'focus'>;

export interface SelectFieldProps<M extends SelectMode> extends SelectFieldCommonProps {
  mode: M;
  value?: ModeValue<M>;
  defaultValue?: ModeValue<M>;
  onChange?: ModeChange<M>;
  /** Renders the chosen value(s) inside the trigger: what names the trigger for screen readers. */
  renderValue: (chosen: SelectOption[], placeholder: string) => ReactNode;
  /** Renders a purely visual summary laid over the trigger, when the value inside it is hidden. */
  renderOverlay?: (chosen: SelectOption[]) => ReactNode;
  /** Takes the focus, and opens the list, as soon as it is shown in a stand-in's place. */
  takeOver?: TakeOver;
  /** Shows its validation at once: the stand-in it replaces showed a form's native validation. */
  showValidation?: boolean;
}

/**
 * The field both selects are made of: react-aria's Select (label, trigger, hidden native select for
 * forms, validation) with the kit's option list in its popover.
 */
export function SelectField<M extends SelectMode>({
  mode,
  options,
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  placeholder,
  isClearable = true,
  emptyText,
  renderValue,
  renderOverlay,
  onBlur,
  takeOver,
  showValidation,
  ...props
}: SelectFieldProps<M>) {
  const intl = useKitIntl(selectMessages);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const placeholderText = placeholder ?? intl.formatMessage({ id: 'kit.select.placeholder' });
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  return (
    <AriaSelect<SelectOption, M>
      {...props}
      selectionMode={mode}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      placeholder={placeholderText}
      // Open even without options, to say there are none.
      allowsEmptyCollection
      onBlur={onBlur ? () => onBlur() : undefined}
      className={styles.field}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <div className={styles.control}>
        <AriaButton ref={triggerRef} className={styles.trigger}>
          <SelectValue className={styles.value}>
            <Chosen byValue={byValue} render={(chosen) => renderValue(chosen, placeholderText)} />
          </SelectValue>
        </AriaButton>
        {renderOverlay ? <Chosen byValue={byValue} render={renderOverlay} /> : null}
        {isClearable && !isDisabled ? <ClearButton mode={mode} triggerRef={triggerRef} /> : null}
        <span className={styles.chevron} aria-hidden="true">
          <ChevronIcon />
        </span>
      </div>
      {takeOver ? (
        <TakeOverOnMount request={takeOver} showValidation={!!showValidation} triggerRef={triggerRef} />
      ) : null}
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PopoverSurface className={styles.popover}>
        <OptionList mode={mode} options={options} emptyText={emptyText} />
      </PopoverSurface>
    </AriaSelect>
  );
}

/** Renders from the chosen options, read from the Select's state. */
function Chosen({
  byValue,
  render,
}: {
  byValue: Map<Key, SelectOption>;
  render: (chosen: SelectOption[]) => ReactNode;
}) {
  const state = useContext(SelectStateContext);
  // react-aria renders a Select's children twice: first, without state, to gather the collection.
  if (!state) return null;
  const chosen = chosenKeys(state.value)
    .map((key) => byValue.get(key))
    .filter((o): o is SelectOption => o !== undefined);
  return render(chosen);
}

/**
 * Takes a stand-in's place once, when first shown with its state: the trigger takes the focus (the
 * stand-in that had it is gone, and the list, closing, gives the focus back to it), then the list
 * opens if asked.
 */
function TakeOverOnMount({
  request,
  showValidation,
  triggerRef,
}: {
  request: TakeOver;
  showValidation: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const state = useContext(SelectStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (!state || done.current) return;
    done.current = true;
    if (showValidation) state.commitValidation();
    triggerRef.current?.focus();
    if (request !== 'focus') state.open(request === 'open' ? null : request);
  }, [state, request, showValidation, triggerRef]);
  return null;
}

function ClearButton({
  mode,
  triggerRef,
}: {
  mode: SelectMode;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const intl = useKitIntl(selectMessages);
  const state = useContext(SelectStateContext);
  if (!state || chosenKeys(state.value).length === 0) return null;
  return (
    // Inside a Select every react-aria Button would become its trigger: this one must not.
    <ButtonContext.Provider value={null}>
      <AriaButton
        className={styles.clearButton}
        aria-label={intl.formatMessage({ id: 'kit.select.clearValue' })}
        onPress={() => {
          state.setValue(mode === 'single' ? null : []);
          state.commitValidation();
          triggerRef.current?.focus();
        }}
      >
        <ClearIcon />
      </AriaButton>
    </ButtonContext.Provider>
  );
}

/**
 * The popover's content. It unmounts when the popover closes, so the search and the number of
 * revealed items start afresh at every opening.
 */
function OptionList({
  mode,
  options,
  emptyText,
}: {
  mode: SelectMode;
  options: readonly SelectOption[];
  emptyText: ReactNode;
}) {
  const intl = useKitIntl(selectMessages);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(OPTIONS_PAGE_SIZE);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchable = isSearchShown(options.length, mode);
  const visible = useMemo(
    () => visibleOptions(options, searchable ? search : '', limit),
    [options, searchable, search, limit],
  );
  const visibleKeys = useMemo(() => new Set(visible.items.map((o) => o.value)), [visible]);
  // The whole list stays react-aria's collection (so the chosen value always reads right and a
  // form submits it); the Autocomplete filter only decides which of its items render now.
  const filter = useCallback<OptionFilter>((_text, _input, node) => visibleKeys.has(node.key), [visibleKeys]);

  const reason = emptyReason(options.length, visible.matchCount);
  const emptyMessage =
    reason === 'noOptions'
      ? (emptyText ?? intl.formatMessage({ id: 'kit.select.noOptions' }))
      : intl.formatMessage({ id: 'kit.select.noMatch' }, { value: search });

  const list = (
    <ListBox<SelectOption>
      items={options}
      className={styles.listBox}
      renderEmptyState={() => <div className={styles.empty}>{emptyMessage}</div>}
    >
      {/* The id here, not only on the ListBoxItem inside: react-aria keys its cached rows by the id
          of the element this returns, else by position, and a row at the same position whose id
          changes (new options while the list is shown) throws "Cannot change the id of an item". */}
      {(option) => <OptionItem id={option.value} option={option} mode={mode} />}
    </ListBox>
  );

  const showMore = visible.hasMore ? (
    <AriaButton
      className={styles.showMore}
      onPress={() => {
        const next = nextLimit(limit);
        setLimit(next);
        // The button goes once nothing is left to reveal: keep focus inside the list then.
        if (visible.matchCount <= next) inputRef.current?.focus();
      }}
    >
      {intl.formatMessage({ id: 'kit.select.showMore' })}
    </AriaButton>
  ) : null;

  if (!searchable) return list;
  const searchLabel = intl.formatMessage({ id: 'kit.select.search' });
  return (
    <Autocomplete
      inputValue={search}
      onInputChange={(text) => {
        setSearch(text);
        setLimit(OPTIONS_PAGE_SIZE);
      }}
      filter={filter}
    >
      <SearchField aria-label={searchLabel} autoFocus className={styles.search}>
        <Input ref={inputRef} className={styles.searchInput} placeholder={searchLabel} />
      </SearchField>
      {list}
      {showMore}
    </Autocomplete>
  );
}

function OptionItem({ option, mode }: { id: SelectOption['value']; option: SelectOption; mode: SelectMode }) {
  return (
    <ListBoxItem id={option.value} textValue={option.label} className={styles.item}>
      {({ isSelected }) => (
        <>
          {mode === 'multiple' ? (
            <span className={styles.checkbox} data-checked={isSelected || undefined} aria-hidden="true">
              <CheckIcon size={12} />
            </span>
          ) : null}
          {option.icon ? (
            <span className={styles.icon} aria-hidden="true">
              {option.icon}
            </span>
          ) : null}
          {/* Named by its content, help line included: axe wants every visible word in the name. */}
          <span className={styles.itemText}>
            <span>{option.label}</span>
            {option.help ? <span className={styles.itemHelp}>{option.help}</span> : null}
          </span>
          {mode === 'single' && isSelected ? (
            <span className={styles.check} aria-hidden="true">
              <CheckIcon size={16} />
            </span>
          ) : null}
        </>
      )}
    </ListBoxItem>
  );
}

function CheckIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3 3 7-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
