import { Suspense, lazy, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Link, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { Tabs } from '@accrue/ui-kit/display';
import { TextField } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { SnackbarProvider, useSnackbar } from '@accrue/ui-kit/snackbar';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { buildTree, flatten, subtreeIds } from './model';
import {
  TeamsApiError,
  useArchiveTeam,
  useCreateTeam,
  useDeleteTeam,
  useLinkTeams,
  useRenameTeam,
  useTeams,
  useUnlinkTeam,
  type Team,
} from './queries';

// The import (and the kit's file upload) downloads only when an admin opens it.
const ImportAssignments = lazy(async () => ({
  default: (await import('./ImportAssignments')).ImportAssignments,
}));

type Dialog =
  | { kind: 'import' }
  | { kind: 'create' }
  | { kind: 'rename'; team: Team }
  | { kind: 'link'; team: Team }
  | { kind: 'delete'; team: Team }
  | { kind: 'archive'; team: Team; archived: boolean };

/** The team list (doc 3 §2): the tree, with create, rename, link, unlink, archive and delete. */
export default function TeamsPage(props: PageProps) {
  return (
    <SnackbarProvider>
      <Teams {...props} />
    </SnackbarProvider>
  );
}

function Teams({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const canModify = session.can('MODIFY_TEAMS');
  const teams = useTeams();
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const unlink = useUnlinkTeam();

  const all = useMemo(() => teams.data?.items ?? [], [teams.data]);
  const shown = useMemo(
    () => flatten(buildTree(all.filter((t) => t.archived === (view === 'archived')))),
    [all, view],
  );
  const archivedCount = all.filter((t) => t.archived).length;

  const fail = (id: string, values: Record<string, string>, error: unknown) =>
    snackbar.show({
      tone: 'error',
      message: intl.formatMessage({ id }, { ...values, message: (error as Error).message }),
    });

  const unlinkTeam = async (team: Team) => {
    try {
      await unlink.mutateAsync(team.id);
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'teams.toast.unlinked' }) });
    } catch (error) {
      fail('teams.toast.unlinkFailed', { name: team.name }, error);
    }
  };

  return (
    <section>
      <PageHeader
        title={<FormattedMessage id={title} />}
        actions={
          canModify ? (
            <span style={{ display: 'flex', gap: 8 }}>
              <Button variant="secondary" onPress={() => setDialog({ kind: 'import' })}>
                <FormattedMessage id="teams.import.open" />
              </Button>
              <Button variant="primary" onPress={() => setDialog({ kind: 'create' })}>
                <FormattedMessage id="teams.create" />
              </Button>
            </span>
          ) : null
        }
      />
      <PageBody>
        <Tabs
          aria-label={intl.formatMessage({ id: 'teams.view' })}
          selectedKey={view}
          onSelectionChange={(key) => setView(key as 'active' | 'archived')}
          items={[
            { id: 'active', label: intl.formatMessage({ id: 'teams.view.active' }) },
            {
              id: 'archived',
              label: intl.formatMessage({ id: 'teams.view.archived' }, { count: archivedCount }),
            },
          ]}
        />
        {teams.error ? (
          <Alert tone="error" title={teams.error.message} />
        ) : teams.isPending ? (
          <Skeleton />
        ) : shown.length === 0 ? (
          <p>
            <FormattedMessage id="teams.empty" />
          </p>
        ) : (
          <ul
            aria-label={intl.formatMessage({ id: 'teams.tree' })}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {shown.map(({ team, depth }) => (
              <li
                key={team.id}
                data-team={team.name}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '6px 0',
                  paddingLeft: depth * 24,
                  borderBottom: '1px solid rgba(0,0,0,0.08)',
                }}
              >
                <span style={{ flex: 1 }}>
                  {depth > 0 ? '└ ' : ''}
                  <Link href={`/teams/${team.id}`}>{team.name}</Link>{' '}
                  <small>
                    <FormattedMessage id="teams.members" values={{ count: team.activeMembersCount }} />
                  </small>
                </span>
                {canModify ? (
                  <span style={{ display: 'flex', gap: 4 }}>
                    <Button
                      variant="ghost"
                      size="small"
                      onPress={() => setDialog({ kind: 'rename', team })}
                      aria-label={intl.formatMessage({ id: 'teams.action.rename' }, { name: team.name })}
                    >
                      <FormattedMessage id="teams.rename" />
                    </Button>
                    {!team.archived ? (
                      <Button
                        variant="ghost"
                        size="small"
                        onPress={() => setDialog({ kind: 'link', team })}
                        aria-label={intl.formatMessage({ id: 'teams.action.link' }, { name: team.name })}
                      >
                        <FormattedMessage id="teams.link" />
                      </Button>
                    ) : null}
                    {team.parentTeamId !== null ? (
                      <Button
                        variant="ghost"
                        size="small"
                        onPress={() => void unlinkTeam(team)}
                        aria-label={intl.formatMessage({ id: 'teams.action.unlink' }, { name: team.name })}
                      >
                        <FormattedMessage id="teams.unlink" />
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="small"
                      onPress={() => setDialog({ kind: 'archive', team, archived: !team.archived })}
                      aria-label={intl.formatMessage(
                        { id: team.archived ? 'teams.action.unarchive' : 'teams.action.archive' },
                        { name: team.name },
                      )}
                    >
                      <FormattedMessage id={team.archived ? 'teams.unarchive' : 'teams.archive'} />
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onPress={() => setDialog({ kind: 'delete', team })}
                      aria-label={intl.formatMessage({ id: 'teams.action.delete' }, { name: team.name })}
                    >
                      <FormattedMessage id="teams.delete" />
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PageBody>
      {dialog?.kind === 'import' ? (
        <Suspense fallback={null}>
          <ImportAssignments
            onClose={() => setDialog(null)}
            onDone={(message) => {
              setDialog(null);
              snackbar.show({ tone: 'success', message });
            }}
          />
        </Suspense>
      ) : null}
      {dialog?.kind === 'create' || dialog?.kind === 'rename' ? (
        <NameDialog
          team={dialog.kind === 'rename' ? dialog.team : null}
          teams={all.filter((t) => !t.archived)}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            snackbar.show({ tone: 'success', message });
          }}
          onError={(message) => snackbar.show({ tone: 'error', message })}
        />
      ) : null}
      {dialog?.kind === 'link' ? (
        <LinkDialog
          team={dialog.team}
          teams={all}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            snackbar.show({ tone: 'success', message });
          }}
          onError={(message) => snackbar.show({ tone: 'error', message })}
        />
      ) : null}
      {dialog?.kind === 'delete' || dialog?.kind === 'archive' ? (
        <ConfirmDialog
          dialog={dialog}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            snackbar.show({ tone: 'success', message });
          }}
          onError={(message) => {
            setDialog(null);
            snackbar.show({ tone: 'error', message });
          }}
        />
      ) : null}
    </section>
  );
}

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/** Create a team (name, optional parent) or rename one; a taken name shows on the field (doc 3 §5). */
function NameDialog({
  team,
  teams,
  onClose,
  onDone,
  onError,
}: DialogProps & { team: Team | null; teams: Team[] }) {
  const intl = useIntl();
  const create = useCreateTeam();
  const rename = useRenameTeam();
  const [name, setName] = useState(team?.name ?? '');
  const [parentTeamId, setParentTeamId] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const pending = create.isPending || rename.isPending;
  const blank = name.trim() === '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (blank) return;
    try {
      if (team) {
        await rename.mutateAsync({ id: team.id, name: name.trim() });
        onDone(intl.formatMessage({ id: 'teams.toast.renamed' }));
      } else {
        const created = await create.mutateAsync({ name: name.trim(), parentTeamId });
        onDone(intl.formatMessage({ id: 'teams.toast.created' }, { name: created.name }));
      }
    } catch (error) {
      const onField = error instanceof TeamsApiError ? error.fieldMessage('name') : undefined;
      if (onField && error instanceof TeamsApiError && error.status === 409) setFieldError(onField);
      else if (onField) setFieldError(onField);
      else
        onError(
          team
            ? intl.formatMessage({ id: 'teams.toast.renameFailed' }, { message: (error as Error).message })
            : (error as Error).message,
        );
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id={team ? 'teams.renameTitle' : 'teams.createTitle'} />}
      size="SMALL"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="teams.cancel" />
          </Button>
          <Button variant="primary" isDisabled={blank || pending} onPress={() => void submit()}>
            <FormattedMessage id={team ? 'teams.save' : 'teams.create'} />
          </Button>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 12 }}>
        <TextField
          label={intl.formatMessage({ id: 'teams.form.name' })}
          value={name}
          onChange={(value) => {
            setName(value);
            setFieldError(undefined);
          }}
          maxLength={100}
          isRequired
          autoFocus
          errorMessage={fieldError}
        />
        {team ? null : (
          <Select
            label={intl.formatMessage({ id: 'teams.form.parent' })}
            options={teams.map((t) => ({ value: String(t.id), label: t.name }))}
            value={parentTeamId === null ? null : String(parentTeamId)}
            onChange={(value) => setParentTeamId(value === null ? null : Number(value))}
            placeholder={intl.formatMessage({ id: 'teams.form.noParent' })}
          />
        )}
      </form>
    </Modal>
  );
}

/** Link existing teams as children of a team: never itself, nor a team above it (a cycle). */
function LinkDialog({ team, teams, onClose, onDone, onError }: DialogProps & { team: Team; teams: Team[] }) {
  const intl = useIntl();
  const link = useLinkTeams();
  const [chosen, setChosen] = useState<string[]>([]);
  // A team above this one would make a cycle: those whose subtree holds it.
  const options = teams
    .filter((t) => !t.archived && t.parentTeamId !== team.id && !subtreeIds(teams, t.id).has(team.id))
    .map((t) => ({ value: String(t.id), label: t.name }));

  const submit = async () => {
    try {
      await link.mutateAsync({ id: team.id, teamIds: chosen.map(Number) });
      onDone(
        intl.formatMessage({ id: chosen.length === 1 ? 'teams.toast.linkedOne' : 'teams.toast.linkedMany' }),
      );
    } catch (error) {
      onError(intl.formatMessage({ id: 'teams.toast.linkFailed' }, { message: (error as Error).message }));
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="teams.linkTitle" values={{ name: team.name }} />}
      size="SMALL"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="teams.cancel" />
          </Button>
          <Button
            variant="primary"
            isDisabled={chosen.length === 0 || link.isPending}
            onPress={() => void submit()}
          >
            <FormattedMessage id="teams.link" />
          </Button>
        </>
      }
    >
      <MultiSelect
        label={intl.formatMessage({ id: 'teams.form.children' })}
        options={options}
        value={chosen}
        onChange={(next) => setChosen(next.map(String))}
      />
    </Modal>
  );
}

function ConfirmDialog({
  dialog,
  onClose,
  onDone,
  onError,
}: DialogProps & { dialog: Extract<Dialog, { kind: 'delete' | 'archive' }> }) {
  const intl = useIntl();
  const remove = useDeleteTeam();
  const archive = useArchiveTeam();
  const { team } = dialog;
  const archiving = dialog.kind === 'archive' ? dialog.archived : null;

  const confirm = async () => {
    if (archiving === null) {
      try {
        await remove.mutateAsync(team.id);
        onDone(intl.formatMessage({ id: 'teams.toast.deleted' }, { name: team.name }));
      } catch (error) {
        onError(
          intl.formatMessage(
            { id: 'teams.toast.deleteFailed' },
            { name: team.name, message: (error as Error).message },
          ),
        );
      }
      return;
    }
    try {
      const { count } = await archive.mutateAsync({ id: team.id, archived: archiving });
      onDone(
        intl.formatMessage({ id: archiving ? 'teams.toast.archived' : 'teams.toast.unarchived' }, { count }),
      );
    } catch (error) {
      onError(
        intl.formatMessage(
          { id: archiving ? 'teams.toast.archiveFailed' : 'teams.toast.unarchiveFailed' },
          { message: (error as Error).message },
        ),
      );
    }
  };

  const key = archiving === null ? 'delete' : archiving ? 'archive' : 'unarchive';
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id={`teams.confirm.${key}.title`} values={{ name: team.name }} />}
      size="SMALL"
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            <FormattedMessage id="teams.cancel" />
          </Button>
          <Button
            variant="primary"
            isDisabled={remove.isPending || archive.isPending}
            onPress={() => void confirm()}
          >
            <FormattedMessage id={`teams.${key}`} />
          </Button>
        </>
      }
    >
      <FormattedMessage id={`teams.confirm.${key}.body`} values={{ name: team.name }} />
    </Modal>
  );
}
