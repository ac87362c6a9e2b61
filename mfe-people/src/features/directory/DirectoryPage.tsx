import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canReachUser } from '@accrue/access';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Button, Link, PageBody, PageHeader } from '@accrue/ui-kit';
import { Avatar } from '@accrue/ui-kit/display';
import { FilterBar, type FilterDefinition } from '@accrue/ui-kit/filters';
import { Modal, Tooltip } from '@accrue/ui-kit/overlays';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { MultiSelect } from '@accrue/ui-kit/select';
import { DataTable, type DataTableColumn, type PaginatedQuery } from '@accrue/ui-kit/table';
import {
  DEFAULT_STATUSES,
  EXTERNAL_SOURCES,
  HRIS_SOURCES,
  ROLES,
  SOURCE_NAMES,
  STATUSES,
  roleLabel,
  statusDate,
  type User,
} from './model';
import {
  ApiError,
  useAdminScopes,
  useDirectoryPage,
  useImpersonate,
  useOutbox,
  useSendInvitations,
  useUserChoices,
  type DirectoryFilters,
} from './queries';
import { useToggleUser } from './toggle-user';

// The form (and the kit's forms entry) downloads when someone adds or edits a user, not with the list.
const UserFormModal = lazy(async () => ({ default: (await import('./UserFormModal')).UserFormModal }));
const IdentifiersPopover = lazy(async () => ({
  default: (await import('./IdentifiersPopover')).IdentifiersPopover,
}));
const UploadUsersModal = lazy(async () => ({
  default: (await import('./UploadUsersModal')).UploadUsersModal,
}));

const NO_FILTERS: DirectoryFilters = {
  status: DEFAULT_STATUSES,
  role: [],
  currency: [],
  externalIdSource: [],
  hrisIdSource: [],
  userIds: [],
};

/** The directory (doc 3 §2): the company's users the caller may see, paged on the server. */
export default withSnackbar(Directory);

function Directory({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const flags = session.subject.featureFlags;
  const me = session.subject.userId;
  const impersonator = session.me.impersonation?.impersonator.id ?? null;
  const canModify = session.can('MODIFY_USERS');
  const canToggle = session.can('TOGGLE_USER_DEACTIVATION');
  const canImpersonate = session.can('IMPERSONATE_USERS');
  const canInvite = session.can('INVITE_USERS');

  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS);
  const [pendingFilters, setPendingFilters] = useState<DirectoryFilters | null>(null);
  const [query, setQuery] = useState<PaginatedQuery | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Remounting the table returns it to page 0 (its other state is kept in local storage).
  const [tableKey, setTableKey] = useState(0);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [outboxOpen, setOutboxOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const outbox = useOutbox(outboxOpen);
  const invite = useSendInvitations();

  const page = useDirectoryPage(query, filters);
  const scopes = useAdminScopes(true).data ?? [];
  const choices = useUserChoices().data ?? [];
  const { toggle, toggleUser, showError } = useToggleUser();
  const impersonate = useImpersonate();
  // Rows seen on any page, so a bulk action knows the status of every selected row.
  const known = useRef(new Map<string, User>());
  for (const user of page.data?.items ?? []) known.current.set(String(user.id), user);

  const onQueryChange = useCallback((next: PaginatedQuery) => setQuery(next), []);

  const applyFilters = (next: DirectoryFilters) => {
    setFilters(next);
    setSelected(new Set());
    setTableKey((key) => key + 1);
  };
  // Spec doc 3 §4: changing filters with rows selected asks first; confirming clears the selection.
  const changeFilters = (change: Partial<DirectoryFilters>) => {
    const next = { ...filters, ...change };
    if (selected.size > 0) setPendingFilters(next);
    else applyFilters(next);
  };

  const bulkToggle = async (keys: string[], deactivate: boolean) => {
    const users = keys
      .map((key) => known.current.get(key))
      .filter((user): user is User => !!user && (user.status === 'DEACTIVATED') !== deactivate);
    const failed: string[] = [];
    for (const user of users) {
      try {
        await toggle.mutateAsync(user.id);
      } catch (error) {
        failed.push(String(user.id));
        showError(error);
      }
    }
    // As after a partly failed bulk invitation: the failures stay selected.
    setSelected(new Set(failed));
  };

  /**
   * Doc 3 §8: one toast for the invited, one for the failures (with the reason, per user when
   * reasons differ); after a bulk invitation partly fails, the failed users become the selection.
   */
  const sendInvitations = async (users: User[]) => {
    if (users.length === 0) return;
    try {
      const answer = await invite.mutateAsync(users.map((u) => u.id));
      const nameOf = (id: number) => users.find((u) => u.id === id)?.fullName ?? String(id);
      if (answer.invited.length)
        snackbar.show({
          tone: 'success',
          message:
            answer.invited.length === 1
              ? intl.formatMessage({ id: 'directory.invite.sentOne' }, { name: answer.invited[0]!.fullName })
              : intl.formatMessage({ id: 'directory.invite.sentMany' }, { count: answer.invited.length }),
        });
      if (answer.errors.length) {
        const reasons = [...new Set(answer.errors.map((e) => e.message))];
        const reason =
          reasons.length === 1
            ? reasons[0]!
            : answer.errors.map((e) => `${nameOf(e.id)}: ${e.message}`).join('; ');
        snackbar.show({
          tone: 'error',
          timeoutMs: null,
          message:
            answer.total === 1
              ? intl.formatMessage(
                  { id: 'directory.invite.failedOne' },
                  { name: nameOf(answer.errors[0]!.id), reason },
                )
              : intl.formatMessage(
                  { id: 'directory.invite.failedMany' },
                  { count: answer.errors.length, total: answer.total, reason },
                ),
        });
      }
      setSelected(new Set(answer.errors.map((e) => String(e.id))));
    } catch (error) {
      showError(error);
    }
  };

  const startImpersonation = async (user: User) => {
    try {
      await impersonate.mutateAsync(user.id);
      // Doc 1 §4: starting impersonation lands on the root, as the impersonated user.
      window.location.assign('/');
    } catch (error) {
      showError(error);
    }
  };

  const mayModify = (user: User) => canModify && canReachUser(session.subject, 'MODIFY_USERS', user.id);
  const mayToggle = (user: User) =>
    canToggle && user.id !== me && canReachUser(session.subject, 'TOGGLE_USER_DEACTIVATION', user.id);
  // Doc 3 §4: only a user who is not ACTIVE or DEACTIVATED, and has an e-mail, is invited.
  const mayInvite = (user: User) =>
    canInvite &&
    user.status !== 'ACTIVE' &&
    user.status !== 'DEACTIVATED' &&
    !!user.email &&
    canReachUser(session.subject, 'INVITE_USERS', user.id);
  const mayImpersonate = (user: User) =>
    canImpersonate && user.id !== me && user.id !== impersonator && user.status !== 'DEACTIVATED';

  const columns = useMemo((): DataTableColumn<User>[] => {
    const label = (user: User) =>
      intl.formatMessage(
        roleLabel(user.role, user.adminScopeId, scopes, flags),
        roleLabel(user.role, user.adminScopeId, scopes, flags).values,
      );
    const list: DataTableColumn<User>[] = [
      {
        id: 'fullName',
        header: intl.formatMessage({ id: 'directory.column.user' }),
        accessor: 'fullName',
        isHidable: false,
        cell: ({ row }) => (
          <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {/* Its own boundary: the kit's first Avatar waits for its labels without suspending the table. */}
            <Suspense fallback={<span style={{ width: 32, height: 32, flex: 'none' }} />}>
              <Avatar name={row.fullName} src={row.pictureURL} size={32} isDecorative />
            </Suspense>
            <span>
              <Link href={`/company/directory/members/${row.id}`}>{row.fullName}</Link>
              <br />
              <small>{row.email}</small>
            </span>
          </span>
        ),
      },
      {
        id: 'role',
        header: intl.formatMessage({ id: 'directory.column.role' }),
        size: { width: 180 },
        accessor: (row) => label(row),
      },
      {
        id: 'currency',
        header: intl.formatMessage({ id: 'directory.column.currency' }),
        size: { width: 80 },
        accessor: 'currency',
      },
      {
        id: 'integrations',
        header: intl.formatMessage({ id: 'directory.column.integrations' }),
        isSortable: false,
        accessor: (row) =>
          [row.externalIdSource, row.hrisIdSource]
            .filter((source) => source && source !== 'NONE')
            .map((source) =>
              source === 'OTHERSOURCE'
                ? intl.formatMessage({ id: 'directory.source.OTHERSOURCE' })
                : (SOURCE_NAMES[source!] ?? source),
            )
            .join(' · '),
        cell: ({ row, value }) => (
          <span style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
            <span>{String(value ?? '')}</span>
            {mayModify(row) ? (
              <Suspense fallback={null}>
                <IdentifiersPopover
                  user={row}
                  onSaved={(user) =>
                    snackbar.show({
                      tone: 'success',
                      message: intl.formatMessage({ id: 'directory.toast.updated' }, { name: user.fullName }),
                    })
                  }
                  onError={showError}
                />
              </Suspense>
            ) : null}
          </span>
        ),
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'directory.column.status' }),
        size: { width: 140 },
        accessor: 'status',
        cell: ({ row }) => (
          <Tooltip
            content={intl.formatMessage(
              { id: `directory.statusTooltip.${row.status}` },
              { date: statusDate(row) },
            )}
          >
            <Button
              variant="ghost"
              size="small"
              aria-label={intl.formatMessage({ id: 'directory.statusHelp' })}
            >
              <FormattedMessage id={`directory.status.${row.status}`} />
            </Button>
          </Tooltip>
        ),
      },
    ];
    if (canModify || canToggle || canImpersonate || canInvite) {
      list.push({
        id: 'actions',
        header: intl.formatMessage({ id: 'directory.column.actions' }),
        isSortable: false,
        isHidable: false,
        size: { width: 0 },
        cell: ({ row }) => (
          <span style={{ display: 'flex', gap: 4 }}>
            {mayModify(row) ? (
              <Button
                variant="ghost"
                size="small"
                aria-label={intl.formatMessage({ id: 'directory.action.edit' }, { name: row.fullName })}
                onPress={() => setEditing(row)}
              >
                ✎
              </Button>
            ) : null}
            {mayInvite(row) ? (
              <Button
                variant="ghost"
                size="small"
                aria-label={intl.formatMessage(
                  {
                    id: row.invitationSentAt
                      ? 'directory.action.resendInvitation'
                      : 'directory.action.invite',
                  },
                  { name: row.fullName },
                )}
                onPress={() => void sendInvitations([row])}
              >
                ✉
              </Button>
            ) : null}
            {mayToggle(row) ? (
              <Button
                variant="ghost"
                size="small"
                aria-label={intl.formatMessage(
                  {
                    id:
                      row.status === 'DEACTIVATED'
                        ? 'directory.action.reactivate'
                        : 'directory.action.deactivate',
                  },
                  { name: row.fullName },
                )}
                onPress={() => void toggleUser(row)}
              >
                {row.status === 'DEACTIVATED' ? '↺' : '⊘'}
              </Button>
            ) : null}
            {canImpersonate ? (
              <Button
                variant="ghost"
                size="small"
                isDisabled={!mayImpersonate(row)}
                aria-label={intl.formatMessage(
                  { id: 'directory.action.impersonate' },
                  { name: row.fullName },
                )}
                onPress={() => void startImpersonation(row)}
              >
                ⇄
              </Button>
            ) : null}
          </span>
        ),
      });
    }
    return list;
    // The handlers read the latest state through their closures; the columns change with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    intl,
    scopes,
    flags,
    canModify,
    canToggle,
    canImpersonate,
    canInvite,
    me,
    impersonator,
    session.subject,
  ]);

  const multi = (
    id: keyof DirectoryFilters,
    labelId: string,
    options: { value: string; label: string }[],
    isStatic = false,
  ): FilterDefinition => {
    const value = (filters[id] as (string | number)[]).map(String);
    return {
      id,
      label: intl.formatMessage({ id: labelId }),
      isStatic,
      hasValue: id === 'status' ? true : value.length > 0,
      onClear: () => changeFilters({ [id]: id === 'status' ? DEFAULT_STATUSES : [] }),
      render: ({ label, autoFocus }) => (
        // The chips of the chosen values need room; the bar gives a control no width of its own.
        <div style={{ minWidth: 240 }}>
          <MultiSelect
            aria-label={label}
            autoFocus={autoFocus}
            options={options}
            value={value}
            maxChips={2}
            onChange={(next) =>
              changeFilters({
                [id]: id === 'userIds' ? next.map(Number) : next.map(String),
              } as Partial<DirectoryFilters>)
            }
          />
        </div>
      ),
    };
  };

  const currencies = [...new Set([session.company.currency, ...(session.company.symbols ?? [])])];
  const filterDefinitions: FilterDefinition[] = [
    multi(
      'status',
      'directory.filter.status',
      STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `directory.status.${s}` }) })),
      true,
    ),
    multi(
      'role',
      'directory.filter.role',
      ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: `directory.role.${role}` }) })),
    ),
    multi(
      'currency',
      'directory.filter.currency',
      currencies.map((c) => ({ value: c, label: c })),
    ),
    multi(
      'externalIdSource',
      'directory.filter.external',
      [...EXTERNAL_SOURCES, 'NONE' as const].map((s) => ({
        value: s,
        label: SOURCE_NAMES[s] ?? intl.formatMessage({ id: `directory.source.${s}` }),
      })),
    ),
    multi(
      'hrisIdSource',
      'directory.filter.hris',
      [...HRIS_SOURCES, 'NONE' as const].map((s) => ({
        value: s,
        label: SOURCE_NAMES[s] ?? intl.formatMessage({ id: `directory.source.${s}` }),
      })),
    ),
    multi(
      'userIds',
      'directory.filter.user',
      choices.map((u) => ({ value: String(u.id), label: u.fullName })),
    ),
  ];

  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          <span style={{ display: 'flex', gap: 8 }}>
            {canInvite ? (
              <Button variant="secondary" onPress={() => setOutboxOpen(true)}>
                <FormattedMessage id="directory.outbox.open" />
              </Button>
            ) : null}
            {canModify ? (
              <Button variant="secondary" onPress={() => setUploading(true)}>
                <FormattedMessage id="directory.upload.open" />
              </Button>
            ) : null}
            {canModify ? (
              <Button variant="primary" onPress={() => setEditing('new')}>
                <FormattedMessage id="directory.addUser" />
              </Button>
            ) : null}
          </span>
        }
      />
      <PageBody>
        <FilterBar aria-label={intl.formatMessage({ id: 'directory.filters' })} filters={filterDefinitions} />
        <DataTable<User>
          key={tableKey}
          aria-label={intl.formatMessage({ id: 'directory.tableLabel' })}
          columns={columns}
          result={page.data ?? { items: [], totalItems: 0, currentPage: 0, pageCount: 1 }}
          onQueryChange={onQueryChange}
          isLoading={page.isPending || page.isPlaceholderData}
          alert={
            page.error
              ? {
                  tone: 'error',
                  title: intl.formatMessage({ id: 'directory.loadError' }, { message: page.error.message }),
                }
              : undefined
          }
          persist={{ key: 'accrue.directory' }}
          getRowId={(row) => String(row.id)}
          selectionMode={canToggle || canInvite ? 'multiple' : 'none'}
          isSelectable={(row) => mayToggle(row) || mayInvite(row)}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          bulkActions={(keys) => (
            <span style={{ display: 'flex', gap: 8 }}>
              {canInvite ? (
                <Button
                  variant="secondary"
                  size="small"
                  onPress={() =>
                    void sendInvitations(
                      keys.map((key) => known.current.get(key)).filter((u): u is User => !!u && mayInvite(u)),
                    )
                  }
                >
                  <FormattedMessage id="directory.bulk.invite" />
                </Button>
              ) : null}
              <Button variant="secondary" size="small" onPress={() => void bulkToggle(keys, true)}>
                <FormattedMessage id="directory.bulk.deactivate" />
              </Button>
              <Button variant="secondary" size="small" onPress={() => void bulkToggle(keys, false)}>
                <FormattedMessage id="directory.bulk.reactivate" />
              </Button>
            </span>
          )}
        />
      </PageBody>
      {editing !== null ? (
        <Suspense fallback={null}>
          <UserFormModal
            user={editing === 'new' ? null : editing}
            scopes={scopes}
            onClose={() => setEditing(null)}
            onSaved={(user, created) => {
              setEditing(null);
              snackbar.show({
                tone: 'success',
                message: created
                  ? intl.formatMessage({ id: 'directory.toast.created' })
                  : intl.formatMessage({ id: 'directory.toast.updated' }, { name: user.fullName }),
              });
            }}
            onError={(error) =>
              snackbar.show({
                tone: 'error',
                message:
                  error instanceof ApiError && editing === 'new'
                    ? intl.formatMessage({ id: 'directory.toast.createFailed' }, { message: error.message })
                    : error instanceof Error
                      ? error.message
                      : String(error),
              })
            }
          />
        </Suspense>
      ) : null}
      {uploading ? (
        <Suspense fallback={null}>
          <UploadUsersModal
            onClose={() => setUploading(false)}
            onCreated={() => {
              setUploading(false);
              snackbar.show({
                tone: 'success',
                message: intl.formatMessage({ id: 'directory.toast.created' }),
              });
            }}
          />
        </Suspense>
      ) : null}
      {/* Modals render only once opened, so their code downloads only then. */}
      {outboxOpen ? (
        <Modal
          isOpen={outboxOpen}
          onOpenChange={setOutboxOpen}
          title={<FormattedMessage id="directory.outbox.title" />}
          size="LARGE"
        >
          {outbox.data?.length ? (
            <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
              {outbox.data.map((message) => (
                <li key={message.id}>
                  <strong>{message.recipient}</strong> · {message.createdAt.slice(0, 10)}
                  <br />
                  {message.subject}
                  <br />
                  {message.link ? <Link href={message.link}>{message.link}</Link> : null}
                </li>
              ))}
            </ul>
          ) : (
            <FormattedMessage id="directory.outbox.empty" />
          )}
        </Modal>
      ) : null}
      {pendingFilters !== null ? (
        <Modal
          isOpen={pendingFilters !== null}
          onOpenChange={(open) => !open && setPendingFilters(null)}
          title={<FormattedMessage id="directory.resetSelection.title" />}
          size="SMALL"
          actions={
            <>
              <Button variant="secondary" onPress={() => setPendingFilters(null)}>
                <FormattedMessage id="directory.form.cancel" />
              </Button>
              <Button
                variant="primary"
                onPress={() => {
                  if (pendingFilters) applyFilters(pendingFilters);
                  setPendingFilters(null);
                }}
              >
                <FormattedMessage id="directory.resetSelection.confirm" />
              </Button>
            </>
          }
        >
          <FormattedMessage id="directory.resetSelection.body" />
        </Modal>
      ) : null}
    </section>
  );
}
