// Public exports of the select area; it is the `@accrue/ui-kit/select` entry.
// A select's first render is a light stand-in that looks and reads the same (SelectStandIn):
// react-aria's select, list box and popover load on its first hover, focus or press
// (DeferredSelectField), so a form's first screen does not download a list nobody opened yet.
// The stand-in itself still loads on first render (lazyComponent), with its own Suspense boundary
// for the select's labels, so the entry stays its helpers and types.
import type { SelectProps } from '../components/Select/Select';
import type { MultiSelectProps } from '../components/MultiSelect/MultiSelect';
import { lazyComponent } from '../lazy/lazyComponent';

export type { SelectProps } from '../components/Select/Select';
export type { MultiSelectProps } from '../components/MultiSelect/MultiSelect';
export type { SelectFieldCommonProps } from '../components/Select/SelectField';
export {
  SELECT_SEARCH_THRESHOLD,
  MULTI_SELECT_SEARCH_THRESHOLD,
  OPTIONS_PAGE_SIZE,
  isSearchShown,
  matchesSearch,
  visibleOptions,
  nextLimit,
  emptyReason,
  singleValueLabel,
  multiValueLabel,
  fitChips,
  overflowCount,
  type SelectOption,
  type SelectOptionValue,
  type SelectMode,
  type VisibleOptions,
  type ChipFit,
} from '../components/Select/options';

export const Select = lazyComponent<SelectProps>(
  async () => ({ default: (await import('../components/Select/Select')).Select }),
  'Select',
);

export const MultiSelect = lazyComponent<MultiSelectProps>(
  async () => ({ default: (await import('../components/MultiSelect/MultiSelect')).MultiSelect }),
  'MultiSelect',
);
