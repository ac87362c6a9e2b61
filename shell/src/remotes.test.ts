import { describe, expect, it } from 'vitest';
import { productionRemotesJson } from '@accrue/federation/containers';
import committed from '../public/remotes.json';

describe('remotes.json', () => {
  it('ships the production pointers the API serves remotes under', () => {
    expect(committed).toEqual(productionRemotesJson());
  });
});
