import { describe, expect, it } from 'vitest';
import {
  identifiersDraft,
  identifiersInput,
  initialValues,
  leavingNeedsConfirmation,
  roleOptions,
  toInput,
  validate,
  type FormValues,
  type User,
} from './model';

const valid: FormValues = {
  firstName: 'Zelda',
  lastName: 'Zimmer',
  email: 'zelda@example.com',
  role: 'EMPLOYEE',
  language: 'en',
  currency: 'EUR',
  externalIdSource: '',
  externalId: '',
  hrisIdSource: '',
  hrisId: '',
};

describe('the user form rules (doc 3 §5)', () => {
  it('requires the names, the e-mail and the role, and a valid e-mail', () => {
    expect(validate(valid)).toEqual({});
    expect(validate({ ...valid, firstName: ' ', lastName: '', email: '', role: '' })).toEqual({
      firstName: 'directory.validation.required',
      lastName: 'directory.validation.required',
      email: 'directory.validation.required',
      role: 'directory.validation.required',
    });
    expect(validate({ ...valid, email: 'zelda' })).toEqual({ email: 'directory.validation.email' });
  });

  it('wants an identifier with its source, and none without', () => {
    expect(validate({ ...valid, externalId: 'sf-1' })).toEqual({
      externalId: 'directory.validation.noSource',
    });
    expect(validate({ ...valid, hrisIdSource: 'WORKDAY' })).toEqual({
      hrisId: 'directory.validation.required',
    });
    expect(validate({ ...valid, hrisIdSource: 'WORKDAY', hrisId: 'E-1' })).toEqual({});
  });

  it('offers each admin scope as a role, finance only with its flag, never the read-only employee', () => {
    const scopes = [
      { id: 3, name: 'EMEA plans', planIds: [], quotaIds: [] },
      { id: 4, name: 'US plans', planIds: [], quotaIds: [] },
    ];
    const withFlags = roleOptions({ ADMIN_SCOPES: true, FINANCE_USER_ROLE: true }, scopes).map(
      (o) => o.value,
    );
    expect(withFlags).toEqual([
      'ADMIN',
      'SCOPED_ADMIN:3',
      'SCOPED_ADMIN:4',
      'MANAGER',
      'READ_ONLY_MANAGER',
      'READ_ONLY_ADMIN',
      'EMPLOYEE',
      'FINANCE',
    ]);
    expect(roleOptions({}, scopes).map((o) => o.value)).not.toContain('FINANCE');
  });

  it('defaults a new user to Employee, English and the company currency, and sends the scope with its role', () => {
    expect(initialValues(null, 'GBP')).toMatchObject({ role: 'EMPLOYEE', language: 'en', currency: 'GBP' });
    expect(toInput({ ...valid, role: 'SCOPED_ADMIN:3' }, null)).toMatchObject({
      role: 'SCOPED_ADMIN',
      adminScopeId: 3,
      externalIdSource: null,
      externalId: null,
    });
    const user = { id: 9, version: 4 } as User;
    expect(toInput(valid, user)).toMatchObject({ id: 9, version: 4, adminScopeId: null });
  });
});

describe('the identifier popover', () => {
  const user = {
    id: 7,
    version: 4,
    firstName: 'Emma',
    lastName: 'Employee',
    email: 'emma@demo.test',
    role: 'EMPLOYEE',
    adminScopeId: null,
    language: 'fr',
    currency: 'USD',
    externalId: 'sf-7',
    externalIdSource: 'SALESFORCE',
    hrisId: null,
    hrisIdSource: null,
  } as unknown as User;

  it('starts from the user, NONE standing for no source', () => {
    expect(identifiersDraft(user)).toEqual({
      external: { source: 'SALESFORCE', id: 'sf-7' },
      hris: { source: 'NONE', id: '' },
    });
  });

  it('asks before leaving when a source has no id', () => {
    expect(leavingNeedsConfirmation(identifiersDraft(user))).toBeNull();
    expect(
      leavingNeedsConfirmation({
        external: { source: 'NONE', id: '' },
        hris: { source: 'WORKDAY', id: ' ' },
      }),
    ).toBe('hris');
  });

  it('saves the whole profile as read, with NONE sent as null and its id cleared', () => {
    expect(
      identifiersInput(user, {
        external: { source: 'NONE', id: 'sf-7' },
        hris: { source: 'WORKDAY', id: ' w-1 ' },
      }),
    ).toMatchObject({
      id: 7,
      version: 4,
      language: 'fr',
      currency: 'USD',
      externalIdSource: null,
      externalId: null,
      hrisIdSource: 'WORKDAY',
      hrisId: 'w-1',
    });
  });
});
