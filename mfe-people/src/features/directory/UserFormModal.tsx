import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@accrue/remote-runtime';
import { Button } from '@accrue/ui-kit';
import { TextField } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import {
  EXTERNAL_SOURCES,
  HRIS_SOURCES,
  LANGUAGES,
  SOURCE_NAMES,
  initialValues,
  roleLabel,
  roleOptions,
  toInput,
  validate,
  type AdminScope,
  type FormErrors,
  type FormValues,
  type User,
} from './model';
import { ApiError, useSaveProfile } from './queries';

const FORM_ID = 'directory-user-form';

export interface UserFormModalProps {
  /** The user edited; null adds one. */
  user: User | null;
  scopes: readonly AdminScope[];
  onClose: () => void;
  onSaved: (user: User, created: boolean) => void;
  onError: (error: unknown) => void;
}

/**
 * Add a user, or edit one (doc 3 §5): every rule of the add-user form is checked as the user types
 * (submit stays disabled while one fails) and again by the server, whose field messages show on
 * the fields. Demoting a team manager to Employee asks for confirmation first (doc 3 §4).
 */
export function UserFormModal({ user, scopes, onClose, onSaved, onError }: UserFormModalProps) {
  const intl = useIntl();
  const session = useSession()!;
  const flags = session.subject.featureFlags;
  const save = useSaveProfile();
  const [values, setValues] = useState<FormValues>(() => initialValues(user, session.company.currency));
  const [touched, setTouched] = useState<Set<keyof FormValues>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [demotion, setDemotion] = useState<string[] | null>(null);

  const errors: FormErrors = validate(values);
  const isValid = Object.keys(errors).length === 0;
  const messageOf = (field: keyof FormValues) =>
    serverErrors[field] ??
    (touched.has(field) && errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);

  const set = (field: keyof FormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => new Set(previous).add(field));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const text = (field: keyof FormValues, labelId: string, type = 'text') => (
    <TextField
      label={<FormattedMessage id={labelId} />}
      name={field}
      type={type}
      value={values[field]}
      onChange={set(field)}
      onBlur={() => setTouched((previous) => new Set(previous).add(field))}
      errorMessage={messageOf(field)}
      isInvalid={!!messageOf(field)}
      isRequired={['firstName', 'lastName', 'email'].includes(field)}
    />
  );

  const submit = async (confirmDemotion = false) => {
    try {
      const saved = await save.mutateAsync({
        ...toInput(values, user),
        ...(confirmDemotion ? { confirmDemotion } : {}),
      });
      onSaved(saved, user === null);
    } catch (error) {
      if (error instanceof ApiError && error.body.code === 'DEMOTION_NEEDS_CONFIRMATION') {
        setDemotion((error.body.teams as string[] | undefined) ?? []);
        return;
      }
      if (error instanceof ApiError && Array.isArray(error.body.errors)) {
        const fields: Partial<Record<keyof FormValues, string>> = {};
        for (const e of error.body.errors as { field: string; message: string }[]) {
          const field = (e.field === 'adminScopeId' ? 'role' : e.field) as keyof FormValues;
          fields[field] = e.message;
        }
        setServerErrors(fields);
        return;
      }
      if (error instanceof ApiError && error.body.code === 'EMAIL_ALREADY_TAKEN') {
        setServerErrors({ email: error.message });
        return;
      }
      onError(error);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(Object.keys(values) as (keyof FormValues)[]));
    if (isValid) void submit();
  };

  const roles = roleOptions(flags, scopes).map((option) => {
    const label = roleLabel(option.role, option.adminScopeId, scopes, flags);
    return { value: option.value, label: intl.formatMessage({ id: label.id }, label.values) };
  });
  const sourceOptions = (sources: readonly string[]) =>
    sources.map((s) => ({
      value: s,
      label: SOURCE_NAMES[s] ?? intl.formatMessage({ id: `directory.source.${s}` }),
    }));
  const currencies = [...new Set([session.company.currency, ...(session.company.symbols ?? [])])];

  return (
    <>
      <Modal
        isOpen={demotion === null}
        onOpenChange={(open) => !open && onClose()}
        size="MEDIUM"
        title={
          user ? (
            <FormattedMessage id="directory.form.editTitle" values={{ name: user.fullName }} />
          ) : (
            <FormattedMessage id="directory.form.addTitle" />
          )
        }
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              <FormattedMessage id="directory.form.cancel" />
            </Button>
            <Button variant="primary" type="submit" form={FORM_ID} isDisabled={!isValid || save.isPending}>
              <FormattedMessage id={user ? 'directory.form.submitEdit' : 'directory.form.submitAdd'} />
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 12 }}>
          {text('firstName', 'directory.form.firstName')}
          {text('lastName', 'directory.form.lastName')}
          {text('email', 'directory.form.email', 'email')}
          <Select
            label={<FormattedMessage id="directory.form.role" />}
            options={roles}
            value={values.role || null}
            onChange={(value) => set('role')(value === null ? '' : String(value))}
            isClearable={false}
            errorMessage={messageOf('role')}
            isRequired
          />
          <Select
            label={<FormattedMessage id="directory.form.language" />}
            options={LANGUAGES.map((l) => ({
              value: l,
              label: intl.formatMessage({ id: `directory.language.${l}` }),
            }))}
            value={values.language}
            onChange={(value) => set('language')(String(value ?? 'en'))}
            isClearable={false}
          />
          <Select
            label={<FormattedMessage id="directory.form.currency" />}
            options={currencies.map((c) => ({ value: c, label: c }))}
            value={values.currency}
            onChange={(value) => set('currency')(String(value ?? session.company.currency))}
            isClearable={false}
            errorMessage={messageOf('currency')}
          />
          <Select
            label={<FormattedMessage id="directory.form.externalIdSource" />}
            options={sourceOptions(EXTERNAL_SOURCES)}
            value={values.externalIdSource || null}
            onChange={(value) => set('externalIdSource')(value === null ? '' : String(value))}
          />
          {values.externalIdSource ? text('externalId', 'directory.form.externalId') : null}
          <Select
            label={<FormattedMessage id="directory.form.hrisIdSource" />}
            options={sourceOptions(HRIS_SOURCES)}
            value={values.hrisIdSource || null}
            onChange={(value) => set('hrisIdSource')(value === null ? '' : String(value))}
          />
          {values.hrisIdSource ? text('hrisId', 'directory.form.hrisId') : null}
        </form>
      </Modal>
      <Modal
        isOpen={demotion !== null}
        onOpenChange={(open) => !open && setDemotion(null)}
        size="SMALL"
        variant="DANGER"
        title={<FormattedMessage id="directory.demotion.title" />}
        actions={
          <>
            <Button variant="secondary" onPress={() => setDemotion(null)}>
              <FormattedMessage id="directory.form.cancel" />
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                setDemotion(null);
                void submit(true);
              }}
            >
              <FormattedMessage id="directory.demotion.confirm" />
            </Button>
          </>
        }
      >
        <FormattedMessage
          id="directory.demotion.body"
          values={{ name: user?.fullName ?? '', teams: (demotion ?? []).join(', ') }}
        />
      </Modal>
    </>
  );
}
