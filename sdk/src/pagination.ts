import { unwrap, type CallResult } from './errors.js';

/** The shape of the API's paged lists: `page` (zero-based) and `limit` in, this out. */
export interface Page<T> {
  items: T[];
  totalItems: number;
  currentPage: number;
  pageCount: number;
}

/**
 * Every page of a paged list, one after the other, from page 0; `fetchPage` asks the typed client
 * for one page, so the items keep their types:
 *
 *   for await (const page of pages((page) => client.GET('/plans', { params: { query: { page, limit: 100 } } })))
 *
 * A failed call throws an AccrueApiError. `maxPages` bounds the walk (default 10,000).
 */
export async function* pages<P extends Page<unknown>>(
  fetchPage: (page: number) => Promise<CallResult<P>>,
  { maxPages = 10_000 }: { maxPages?: number } = {},
): AsyncGenerator<P, void, undefined> {
  for (let page = 0; page < maxPages; page += 1) {
    const result = await unwrap(fetchPage(page));
    yield result;
    // An empty page also ends the walk, should the list shrink while it is read.
    if (result.items.length === 0 || page + 1 >= result.pageCount) return;
  }
}

/** Every item of a paged list, across its pages (see `pages`). */
export async function* allItems<T>(
  fetchPage: (page: number) => Promise<CallResult<Page<T>>>,
  options?: { maxPages?: number },
): AsyncGenerator<T, void, undefined> {
  for await (const page of pages(fetchPage, options)) yield* page.items;
}
