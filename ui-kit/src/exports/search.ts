// Public exports of the search area; it is the `@accrue/ui-kit/search` entry. Fuzzy search (spec
// doc 3 §9: threshold 0.8) brings fuse.js (about 9 kB gzip): an entry of its own, so a page that
// only formats numbers or debounces does not download it.
export { useFuzzySearch, FUZZY_SEARCH_THRESHOLD, type FuzzySearchOptions } from '../hooks/useFuzzySearch';
