import { describe, expect, it } from 'vitest';
import { loginUrl } from './SsoInitiatedPage';

describe('SSO-initiated login', () => {
  it('passes the tenant as the connection to the API sign-in', () => {
    expect(loginUrl('?tenant=acme-okta')).toBe('/api/auth/login?returnTo=%2F&tenant=acme-okta');
  });

  it('starts a plain login without a tenant', () => {
    expect(loginUrl('')).toBe('/api/auth/login?returnTo=%2F');
  });
});
