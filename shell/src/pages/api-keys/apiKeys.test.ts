import { describe, expect, it } from 'vitest';
import { expiresAtOf, isExpired, placeFieldErrors, toCreateBody, validateDraft } from './apiKeys';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('API keys', () => {
  it('names each missing or wrong field', () => {
    expect(validateDraft({ name: ' ', scopes: [], expiresOn: '' }, NOW)).toEqual({
      name: 'apiKeys.error.required',
      scopes: 'apiKeys.error.scopes',
    });
    expect(validateDraft({ name: 'a', scopes: ['read'], expiresOn: '2020-01-01' }, NOW)).toEqual({
      name: 'apiKeys.error.nameLength',
      expiresAt: 'apiKeys.error.past',
    });
    expect(validateDraft({ name: 'CRM', scopes: ['admin'], expiresOn: '2099-01-01' }, NOW)).toEqual({});
  });
  it('sends the trimmed name, the scopes in the contract’s order, and the end of the chosen day', () => {
    expect(toCreateBody({ name: ' CRM ', scopes: ['embed', 'read'], expiresOn: '' })).toEqual({
      name: 'CRM',
      scopes: ['read', 'embed'],
    });
    expect(expiresAtOf('2099-06-30')).toBe(new Date('2099-06-30T23:59:59.999').toISOString());
    expect(expiresAtOf('')).toBeNull();
  });
  it('puts the API’s field errors on their fields', () => {
    expect(
      placeFieldErrors([
        { field: 'scopes.1', message: 'Unknown scope.' },
        { field: 'name', message: 'Taken.' },
        { field: 'company', message: 'Other.' },
      ]),
    ).toEqual({ fields: { scopes: 'Unknown scope.', name: 'Taken.' }, other: ['Other.'] });
  });
  it('tells an expired key', () => {
    expect(isExpired({ expiresAt: null }, NOW)).toBe(false);
    expect(isExpired({ expiresAt: '2026-11-01T00:00:00Z' }, NOW)).toBe(true);
  });
});
