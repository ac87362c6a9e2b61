// Public exports of the select area; it is the `@accrue/ui-kit/select` entry.
// The selects load on first use (lazyComponent) to keep the kit's first download small; their
// pure helpers and types are small and exported directly.
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
