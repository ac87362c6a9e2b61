import { Suspense, lazy, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, type PageProps } from '@accrue/remote-runtime';
import { ImportCreateActions } from '@accrue/remote-runtime/import-create-actions';
import { Alert, Button, Link, PageBody, PageHeader, Skeleton } from '@accrue/ui-kit';
import { Tabs } from '@accrue/ui-kit/display';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { buildTree, flatten } from './model';
import { useTeams, useUnlinkTeam, type Team } from './queries';
import type { TeamDialog } from './TeamDialogs';

// The import (and the kit's file upload) downloads only when an admin opens it.
const ImportAssignments = lazy(async () => ({
  default: (await import('./ImportAssignments')).ImportAssignments,
}));
// The dialogs (the kit's overlays and form fields) download when one is first opened.
const NameDialog = lazy(async () => ({ default: (await import('./TeamDialogs')).NameDialog }));
const LinkDialog = lazy(async () => ({ default: (await import('./TeamDialogs')).LinkDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await import('./TeamDialogs')).ConfirmDialog }));

/** The team list (doc 3 §2): the tree, with create, rename, link, unlink, archive and delete. */
export default withSnackbar(Teams);

function Teams({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const canModify = session.can('MODIFY_TEAMS');
  const teams = useTeams();
  const [view, setView] = useState<'active' | 'archived'>('active');
  const [dialog, setDialog] = useState<TeamDialog | null>(null);
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
            <ImportCreateActions
              importLabel={<FormattedMessage id="teams.import.open" />}
              onImport={() => setDialog({ kind: 'import' })}
              createLabel={<FormattedMessage id="teams.create" />}
              onCreate={() => setDialog({ kind: 'create' })}
            />
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
      <Suspense fallback={null}>
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
      </Suspense>
    </section>
  );
}
