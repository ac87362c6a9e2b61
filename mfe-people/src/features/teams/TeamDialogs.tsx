// The team list's dialogs, a chunk of their own: the list paints without the kit's overlays and
// form fields, which download when a dialog first opens (TeamsPage loads these lazily).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@accrue/ui-kit/forms';
import { FormModal } from '@accrue/ui-kit/overlays';
import { MultiSelect, Select } from '@accrue/ui-kit/select';
import { subtreeIds } from './model';
import {
  TeamsApiError,
  useArchiveTeam,
  useCreateTeam,
  useDeleteTeam,
  useLinkTeams,
  useRenameTeam,
  type Team,
} from './queries';

/** The dialog open on the team list, if any. */
export type TeamDialog =
  | { kind: 'import' }
  | { kind: 'create' }
  | { kind: 'rename'; team: Team }
  | { kind: 'link'; team: Team }
  | { kind: 'delete'; team: Team }
  | { kind: 'archive'; team: Team; archived: boolean };

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}

/** Create a team (name, optional parent) or rename one; a taken name shows on the field (doc 3 §5). */
export function NameDialog({
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

  const submit = async () => {
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
    <FormModal
      title={<FormattedMessage id={team ? 'teams.renameTitle' : 'teams.createTitle'} />}
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="teams.cancel" />}
      actionLabel={<FormattedMessage id={team ? 'teams.save' : 'teams.create'} />}
      onAction={() => void submit()}
      isActionDisabled={blank || pending}
      submitOnEnter
    >
      <div style={{ display: 'grid', gap: 12 }}>
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
      </div>
    </FormModal>
  );
}

/** Link existing teams as children of a team: never itself, nor a team above it (a cycle). */
export function LinkDialog({
  team,
  teams,
  onClose,
  onDone,
  onError,
}: DialogProps & { team: Team; teams: Team[] }) {
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
    <FormModal
      title={<FormattedMessage id="teams.linkTitle" values={{ name: team.name }} />}
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="teams.cancel" />}
      actionLabel={<FormattedMessage id="teams.link" />}
      onAction={() => void submit()}
      isActionDisabled={chosen.length === 0 || link.isPending}
    >
      <MultiSelect
        label={intl.formatMessage({ id: 'teams.form.children' })}
        options={options}
        value={chosen}
        onChange={(next) => setChosen(next.map(String))}
      />
    </FormModal>
  );
}

export function ConfirmDialog({
  dialog,
  onClose,
  onDone,
  onError,
}: DialogProps & { dialog: Extract<TeamDialog, { kind: 'delete' | 'archive' }> }) {
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
    <FormModal
      title={<FormattedMessage id={`teams.confirm.${key}.title`} values={{ name: team.name }} />}
      size="SMALL"
      onClose={onClose}
      cancelLabel={<FormattedMessage id="teams.cancel" />}
      actionLabel={<FormattedMessage id={`teams.${key}`} />}
      onAction={() => void confirm()}
      isActionDisabled={remove.isPending || archive.isPending}
    >
      <FormattedMessage id={`teams.confirm.${key}.body`} values={{ name: team.name }} />
    </FormModal>
  );
}
