import { describe, expect, it } from 'vitest';
import { createAccrueClient } from './client.js';
import { AccrueApiError } from './errors.js';
import { allItems, pages } from './pagination.js';

/** A fake API listing `total` plans, `limit` per page, as the real one pages them. */
function planServer(total: number, failOnPage?: number) {
  const asked: number[] = [];
  const fetchImpl = (async (request: Request) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    asked.push(page);
    if (page === failOnPage) {
      return Response.json({ message: 'Forbidden', statusCode: 403 }, { status: 403 });
    }
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice(page * limit, (page + 1) * limit);
    return Response.json({
      items: ids.map((id) => ({ id, name: `Plan ${id}` })),
      totalItems: total,
      currentPage: page,
      pageCount: Math.ceil(total / limit),
    });
  }) as typeof fetch;
  return {
    asked,
    client: createAccrueClient({ baseUrl: 'https://accrue.test', apiKey: 'k', fetch: fetchImpl }),
  };
}

describe('pagination helpers', () => {
  it('walks every page once and yields every item with its type', async () => {
    const { asked, client } = planServer(5);
    const names: string[] = [];
    for await (const plan of allItems((page) =>
      client.GET('/plans', { params: { query: { page, limit: 2 } } }),
    )) {
      names.push(plan.name);
    }
    expect(names).toEqual(['Plan 1', 'Plan 2', 'Plan 3', 'Plan 4', 'Plan 5']);
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops on an empty list and at maxPages', async () => {
    const empty = planServer(0);
    const seen = [];
    for await (const page of pages((page) =>
      empty.client.GET('/plans', { params: { query: { page, limit: 2 } } }),
    )) {
      seen.push(page.totalItems);
    }
    expect(seen).toEqual([0]);
    const long = planServer(10);
    let count = 0;
    for await (const _ of pages(
      (page) => long.client.GET('/plans', { params: { query: { page, limit: 1 } } }),
      {
        maxPages: 3,
      },
    )) {
      count += 1;
    }
    expect(count).toBe(3);
  });

  it('throws the API error of a failing page', async () => {
    const { client } = planServer(5, 1);
    const walk = async () => {
      for await (const _ of allItems((page) =>
        client.GET('/plans', { params: { query: { page, limit: 2 } } }),
      )) {
        // reading
      }
    };
    await expect(walk()).rejects.toBeInstanceOf(AccrueApiError);
    await expect(walk()).rejects.toMatchObject({ status: 403, isForbidden: true, message: 'Forbidden' });
  });
});
