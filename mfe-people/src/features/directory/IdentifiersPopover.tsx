import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { Modal, Popover } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import {
  EXTERNAL_SOURCES,
  HRIS_SOURCES,
  SOURCE_NAMES,
  identifiersDraft,
  identifiersInput,
  leavingNeedsConfirmation,
  type IdentifierKind,
  type IdentifiersDraft,
  type User,
} from './model';
import { useSaveProfile } from './queries';

export interface IdentifiersPopoverProps {
  user: User;
  onSaved: (user: User) => void;
  onError: (error: unknown) => void;
}

// The id fields (and with them the kit's forms entry and its validation library, about 14 kB) load
// when the popover first shows one, not with the directory page whose rows hold this button.
const TextField = lazy(async () => ({ default: (await import('@accrue/ui-kit/forms')).TextField }));

type Confirmation = { kind: 'remove'; which: IdentifierKind } | { kind: 'leave'; which: IdentifierKind };

/**
 * The popover editing a user's external and HRIS identifiers (doc 3 §2, §4): choosing NONE clears
 * the id, after a confirmation when there is one ('Remove external/HRIS source'); closing with a
 * source but no id asks whether to leave ('Leave without saving'), and leaving resets that source
 * to NONE. Saving sends the user's profile with the new identifiers (PUT /users/profile).
 */
export function IdentifiersPopover({ user, onSaved, onError }: IdentifiersPopoverProps) {
  const intl = useIntl();
  const save = useSaveProfile();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<IdentifiersDraft>(() => identifiersDraft(user));
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const sourceName = (source: string) =>
    SOURCE_NAMES[source] ?? intl.formatMessage({ id: `directory.source.${source}` });
  const label = (which: IdentifierKind) =>
    which === 'external' ? 'directory.form.externalId' : 'directory.form.hrisId';

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(identifiersDraft(user));
      setOpen(true);
      return;
    }
    const which = leavingNeedsConfirmation(draft);
    setOpen(false);
    if (which) setConfirmation({ kind: 'leave', which });
  };

  const chooseSource = (which: IdentifierKind, source: string) => {
    const current = draft[which];
    if (source === 'NONE' && current.id.trim() !== '') {
      setOpen(false);
      setConfirmation({ kind: 'remove', which });
      return;
    }
    setDraft({ ...draft, [which]: { source, id: source === 'NONE' ? '' : current.id } });
  };

  const confirm = () => {
    if (!confirmation) return;
    const { which, kind } = confirmation;
    setDraft({ ...draft, [which]: { source: 'NONE', id: '' } });
    setConfirmation(null);
    // Removing a source goes back to the popover; leaving stays closed.
    if (kind === 'remove') setOpen(true);
  };
  const cancel = () => {
    setConfirmation(null);
    setOpen(true);
  };

  const submit = async () => {
    try {
      const saved = await save.mutateAsync(identifiersInput(user, draft));
      setOpen(false);
      onSaved(saved);
    } catch (error) {
      onError(error);
    }
  };

  const invalid = leavingNeedsConfirmation(draft) !== null;
  const section = (which: IdentifierKind, sources: readonly string[]) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Select
        label={
          <FormattedMessage
            id={which === 'external' ? 'directory.form.externalIdSource' : 'directory.form.hrisIdSource'}
          />
        }
        options={[...sources, 'NONE'].map((s) => ({ value: s, label: sourceName(s) }))}
        value={draft[which].source}
        onChange={(value) => chooseSource(which, String(value ?? 'NONE'))}
        isClearable={false}
      />
      {draft[which].source !== 'NONE' ? (
        <Suspense fallback={null}>
          <TextField
            label={<FormattedMessage id={label(which)} />}
            value={draft[which].id}
            onChange={(id) => setDraft({ ...draft, [which]: { ...draft[which], id } })}
            maxLength={255}
            isRequired
            errorMessage={
              draft[which].id.trim() === ''
                ? intl.formatMessage({ id: 'directory.validation.required' })
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </div>
  );

  return (
    <>
      <Popover
        isOpen={open}
        onOpenChange={openChange}
        title={<FormattedMessage id="directory.identifiers.title" />}
        width={320}
        trigger={
          <Button
            variant="ghost"
            size="small"
            aria-label={intl.formatMessage({ id: 'directory.identifiers.edit' }, { name: user.fullName })}
          >
            ⚙
          </Button>
        }
      >
        <div style={{ display: 'grid', gap: 12 }}>
          {section('external', EXTERNAL_SOURCES)}
          {section('hris', HRIS_SOURCES)}
          <span>
            <Button
              variant="primary"
              size="small"
              isDisabled={invalid}
              isPending={save.isPending}
              onPress={() => void submit()}
            >
              <FormattedMessage id="directory.form.submitEdit" />
            </Button>
          </span>
        </div>
      </Popover>
      {confirmation ? (
        <Modal
          isOpen
          onOpenChange={(next) => !next && cancel()}
          size="SMALL"
          title={
            <FormattedMessage
              id={
                confirmation.kind === 'leave'
                  ? 'directory.identifiers.leaveTitle'
                  : confirmation.which === 'external'
                    ? 'directory.identifiers.removeExternalTitle'
                    : 'directory.identifiers.removeHrisTitle'
              }
            />
          }
          actions={
            <>
              <Button variant="secondary" onPress={cancel}>
                <FormattedMessage id="directory.form.cancel" />
              </Button>
              <Button variant="primary" onPress={confirm}>
                <FormattedMessage
                  id={
                    confirmation.kind === 'leave'
                      ? 'directory.identifiers.leave'
                      : 'directory.identifiers.remove'
                  }
                />
              </Button>
            </>
          }
        >
          <FormattedMessage
            id={
              confirmation.kind === 'leave'
                ? 'directory.identifiers.leaveBody'
                : 'directory.identifiers.removeBody'
            }
            values={{
              source: sourceName(draft[confirmation.which].source),
              id: draft[confirmation.which].id,
            }}
          />
        </Modal>
      ) : null}
    </>
  );
}
