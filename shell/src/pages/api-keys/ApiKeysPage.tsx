import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { AccrueApiError } from '@accrue/sdk';
import { Alert, Button } from '@accrue/ui-kit';
import { CopyToClipboard } from '@accrue/ui-kit/display';
import { formatShortDate } from '@accrue/ui-kit/format';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal, Modal } from '@accrue/ui-kit/overlays';
import { Checkbox, type LightTableColumn } from '@accrue/ui-kit/table';
import {
  API_KEY_SCOPES,
  EMPTY_DRAFT,
  isExpired,
  placeFieldErrors,
  validateDraft,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyDraft,
  type ApiKeyField,
  type FormErrors,
} from './apiKeys';
import { ConfirmDanger, type ConfirmDangerProps } from '../ConfirmDanger';
import { usePageNotices } from '../page-notices';
import { SettingsTablePage } from '../settings-table-page';
import { apiKeysMessages } from './messages';
import { useApiKeys, useCreateApiKey, useCreatorNames, useRevokeApiKey } from './queries';

/**
 * `/company/settings/api` (doc 1 §2.3 "API settings"): the company's API keys, their scopes, expiry
 * and last use. Admins create keys (the secret is shown once, and kept nowhere) and revoke them;
 * read-only admins only see them.
 */
/** The page with its own labels, which download with it (messages.ts). */
export default withPageMessages(apiKeysMessages, ApiKeysPage);

const muted = { color: 'var(--accrue-color-text-muted, #6b7280)' } as const;

function ApiKeysPage({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const canModify = session.can('MODIFY_COMPANY_API');
  const keys = useApiKeys();
  const creators = useCreatorNames(
    (keys.data ?? []).flatMap((key) => (key.createdById === null ? [] : [key.createdById])),
  );
  const [creating, setCreating] = useState(false);
  // The secret lives here only while its dialog is open: never in the query cache nor in storage.
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { setNotice, setError, alerts } = usePageNotices();
  const date = (at: string) => formatShortDate(at, intl.locale);

  const columns: LightTableColumn<ApiKey>[] = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'apiKeys.column.name' }),
      cell: (key) => (
        <span>
          {key.name} <code style={muted}>{key.prefix}…</code>
        </span>
      ),
    },
    {
      id: 'scopes',
      header: intl.formatMessage({ id: 'apiKeys.column.scopes' }),
      cell: (key) =>
        intl.formatList(
          (key.scopes.length ? key.scopes : (['read'] as const)).map((scope) =>
            intl.formatMessage({ id: `apiKeys.scope.${scope}` }),
          ),
        ),
    },
    {
      id: 'created',
      header: intl.formatMessage({ id: 'apiKeys.column.created' }),
      cell: (key) => {
        const name = key.createdById === null ? undefined : creators.data?.get(key.createdById);
        return name
          ? intl.formatMessage({ id: 'apiKeys.createdBy' }, { date: date(key.createdAt), name })
          : date(key.createdAt);
      },
    },
    {
      id: 'expires',
      header: intl.formatMessage({ id: 'apiKeys.column.expires' }),
      cell: (key) =>
        key.expiresAt === null ? (
          <span style={muted}>
            <FormattedMessage id="apiKeys.never" />
          </span>
        ) : isExpired(key) ? (
          <FormattedMessage id="apiKeys.expired" values={{ date: date(key.expiresAt) }} />
        ) : (
          date(key.expiresAt)
        ),
    },
    {
      id: 'lastUsed',
      header: intl.formatMessage({ id: 'apiKeys.column.lastUsed' }),
      cell: (key) =>
        key.lastUsedAt === null ? (
          <span style={muted}>
            <FormattedMessage id="apiKeys.neverUsed" />
          </span>
        ) : (
          date(key.lastUsedAt)
        ),
    },
    ...(canModify
      ? [
          {
            id: 'actions',
            header: intl.formatMessage({ id: 'apiKeys.column.actions' }),
            width: 140,
            cell: (key: ApiKey) => (
              <Button
                size="small"
                variant="ghost"
                onPress={() => setRevoking(key)}
                aria-label={intl.formatMessage({ id: 'apiKeys.revokeOf' }, { name: key.name })}
              >
                <FormattedMessage id="apiKeys.revoke" />
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <SettingsTablePage<ApiKey>
      title={title}
      page="apiKeys"
      canModify={canModify}
      onCreate={() => setCreating(true)}
      alerts={alerts}
      error={keys.error}
      table={{
        columns,
        rows: keys.data ?? [],
        isLoading: keys.isPending,
        getRowId: (key) => String(key.id),
      }}
    >
      {creating ? (
        <CreateApiKey
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setError(null);
            setNotice(null);
            setCreated(key);
          }}
        />
      ) : null}
      {created ? <ShowSecret created={created} onClose={() => setCreated(null)} /> : null}
      {revoking ? (
        <RevokeApiKey
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onDone={(message) => {
            setRevoking(null);
            setError(null);
            setNotice(message);
          }}
          onError={(message) => {
            setRevoking(null);
            setError(message);
          }}
        />
      ) : null}
    </SettingsTablePage>
  );
}

/** The form of a new key: a name, at least one scope, an optional last day. */
function CreateApiKey({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const intl = useIntl();
  const create = useCreateApiKey();
  const [draft, setDraft] = useState<ApiKeyDraft>(EMPTY_DRAFT);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const clientErrors = validateDraft(draft);
  const scopesId = useId();

  const errorOf = (field: ApiKeyField): string | undefined =>
    serverErrors[field] ??
    (submitted && clientErrors[field] ? intl.formatMessage({ id: clientErrors[field] }) : undefined);
  const change = (field: ApiKeyField, next: Partial<ApiKeyDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    // An edit of a field clears the API's answer about it.
    setServerErrors((errors) => {
      if (!(field in errors)) return errors;
      const rest = { ...errors };
      delete rest[field];
      return rest;
    });
  };

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(clientErrors).length) return;
    setProblem(null);
    setSaving(true);
    try {
      onCreated(await create(draft));
    } catch (failure) {
      setSaving(false);
      if (!(failure instanceof AccrueApiError)) {
        setProblem((failure as Error).message);
        return;
      }
      const placed = placeFieldErrors(failure.fieldErrors);
      setServerErrors(placed.fields);
      const placedAny = Object.keys(placed.fields).length > 0;
      setProblem(placed.other.length ? placed.other.join(' ') : placedAny ? null : failure.message);
    }
  };

  const scopesError = errorOf('scopes');
  return (
    <FormModal
      title={<FormattedMessage id="apiKeys.createTitle" />}
      onClose={onClose}
      cancelLabel={<FormattedMessage id="apiKeys.cancel" />}
      actionLabel={<FormattedMessage id="apiKeys.submit" />}
      onAction={() => void submit()}
      isActionDisabled={saving}
    >
      <div style={{ display: 'grid', gap: 16 }}>
        {problem ? <Alert tone="error" title={problem} /> : null}
        <TextField
          label={intl.formatMessage({ id: 'apiKeys.field.name' })}
          description={intl.formatMessage({ id: 'apiKeys.field.nameHelp' })}
          name="name"
          maxLength={100}
          value={draft.name}
          onChange={(name) => change('name', { name })}
          errorMessage={errorOf('name')}
          isRequired
        />
        <fieldset
          aria-describedby={scopesError ? `${scopesId}-error` : undefined}
          aria-invalid={scopesError ? true : undefined}
          style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}
        >
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>
            <FormattedMessage id="apiKeys.field.scopes" />
          </legend>
          {API_KEY_SCOPES.map((scope) => (
            <div key={scope}>
              <Checkbox
                isSelected={draft.scopes.includes(scope)}
                onChange={(on) =>
                  change('scopes', {
                    scopes: on ? [...draft.scopes, scope] : draft.scopes.filter((s) => s !== scope),
                  })
                }
              >
                <FormattedMessage id={`apiKeys.scope.${scope}`} />
              </Checkbox>
              <div style={{ ...muted, marginInlineStart: 28, fontSize: '0.875em' }}>
                <FormattedMessage id={`apiKeys.scope.${scope}.help`} />
              </div>
            </div>
          ))}
          {scopesError ? (
            <div id={`${scopesId}-error`} style={{ color: 'var(--accrue-color-danger, #b91c1c)' }}>
              {scopesError}
            </div>
          ) : null}
        </fieldset>
        <TextField
          label={intl.formatMessage({ id: 'apiKeys.field.expiresOn' })}
          description={intl.formatMessage({ id: 'apiKeys.field.expiresOnHelp' })}
          name="expiresOn"
          type="date"
          value={draft.expiresOn}
          onChange={(expiresOn) => change('expiresAt', { expiresOn })}
          errorMessage={errorOf('expiresAt')}
        />
      </div>
    </FormModal>
  );
}

/** The new key's secret, once: it cannot be read again once this closes. */
function ShowSecret({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const intl = useIntl();
  const secret = created.key;
  return (
    <Modal
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="apiKeys.secretTitle" values={{ name: created.name }} />}
      actions={
        <Button variant="primary" onPress={onClose}>
          <FormattedMessage id="apiKeys.done" />
        </Button>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Alert tone="warning" title={intl.formatMessage({ id: 'apiKeys.secretWarning' })} />
        <TextField
          label={intl.formatMessage({ id: 'apiKeys.secretLabel' })}
          name="secret"
          value={secret}
          isReadOnly
          autoComplete="off"
          spellCheck="false"
        />
        <div>
          <CopyToClipboard text={secret} aria-label={intl.formatMessage({ id: 'apiKeys.copy' })} />
        </div>
      </div>
    </Modal>
  );
}

/** Asks before revoking: every tool using the key is refused from then on. */
function RevokeApiKey({
  apiKey,
  onClose,
  onDone,
  onError,
}: { apiKey: ApiKey } & Pick<ConfirmDangerProps, 'onClose' | 'onDone' | 'onError'>) {
  const intl = useIntl();
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDanger
      title={<FormattedMessage id="apiKeys.confirmRevoke.title" values={{ name: apiKey.name }} />}
      cancel={<FormattedMessage id="apiKeys.cancel" />}
      confirm={<FormattedMessage id="apiKeys.confirmRevoke.confirm" />}
      action={async () => {
        await revoke.mutateAsync(apiKey.id);
        return intl.formatMessage({ id: 'apiKeys.revoked' }, { name: apiKey.name });
      }}
      onDone={onDone}
      onError={onError}
      onClose={onClose}
    >
      <FormattedMessage id="apiKeys.confirmRevoke.body" />
    </ConfirmDanger>
  );
}
