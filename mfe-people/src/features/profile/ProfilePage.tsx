import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALE_STORAGE_KEY, useSession, type PageProps } from '@accrue/remote-runtime';
import { Button, Heading, PageBody, PageHeader } from '@accrue/ui-kit';
import { Avatar } from '@accrue/ui-kit/display';
import { FileUpload, TextField } from '@accrue/ui-kit/forms';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { Select } from '@accrue/ui-kit/select';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, LANGUAGES, NAME_READ_ONLY_ROLES, toAvatarBase64 } from './model';
import { useMe, useUpdateSettings, useUploadAvatar } from './queries';

/** The account page (doc 1 §2, doc 3 §2 /profile): avatar, name, language, and the account's facts. */
export default withSnackbar(Profile);

function Profile({ title }: PageProps) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const me = useMe().data;
  const user = me.user;
  const settings = useUpdateSettings();
  const avatar = useUploadAvatar();
  const mayEditAvatar = session.can('EDIT_OWN_AVATAR');
  const mayEditName = mayEditAvatar && !NAME_READ_ONLY_ROLES.includes(session.subject.role);
  const [files, setFiles] = useState<File[]>([]);
  const [names, setNames] = useState({ firstName: user.firstName, lastName: user.lastName });

  const showError = (error: unknown) =>
    snackbar.show({ tone: 'error', message: error instanceof Error ? error.message : String(error) });

  const uploadAvatar = async (file: File | null) => {
    try {
      await avatar.mutateAsync(file ? await toAvatarBase64(file) : null);
      setFiles([]);
      snackbar.show({ tone: 'success', message: intl.formatMessage({ id: 'profile.toast.avatar' }) });
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage({ id: 'profile.avatar.failed' }, { message: (error as Error).message }),
      });
    }
  };

  const changeLanguage = async (language: string) => {
    if (language === user.language) return;
    try {
      await settings.mutateAsync({ language });
      // The whole product switches: the shell starts in the saved language.
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify(language));
      } catch {
        // Storage forbidden: the shell takes the user's language from the server at start.
      }
      window.location.reload();
    } catch (error) {
      showError(error);
    }
  };

  const saveNames = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await settings.mutateAsync(names);
      snackbar.show({
        tone: 'success',
        message: intl.formatMessage({ id: 'directory.toast.updated' }, { name: saved.fullName }),
      });
    } catch (error) {
      showError(error);
    }
  };

  const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '—');
  const namesValid = names.firstName.trim() !== '' && names.lastName.trim() !== '';

  return (
    <section>
      <PageHeader title={<FormattedMessage id={title} />} />
      <PageBody>
        <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
          <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <Avatar name={user.fullName} src={user.pictureURL} size={64} />
            <div>
              <Heading level={2}>{user.fullName}</Heading>
              <span>{user.email}</span>
            </div>
          </div>

          {mayEditAvatar ? (
            <div style={{ display: 'grid', gap: 8 }}>
              <FileUpload
                label={<FormattedMessage id="profile.avatar.label" />}
                description={<FormattedMessage id="profile.avatar.hint" />}
                accept={AVATAR_ACCEPT}
                maxFiles={1}
                maxSize={AVATAR_MAX_BYTES}
                value={files}
                onChange={setFiles}
              />
              <span style={{ display: 'flex', gap: 8 }}>
                <Button
                  variant="primary"
                  isDisabled={files.length === 0}
                  isPending={avatar.isPending}
                  onPress={() => void uploadAvatar(files[0] ?? null)}
                >
                  <FormattedMessage id="profile.avatar.upload" />
                </Button>
                <Button
                  variant="secondary"
                  isPending={avatar.isPending}
                  onPress={() => void uploadAvatar(null)}
                >
                  <FormattedMessage id="profile.avatar.randomize" />
                </Button>
              </span>
            </div>
          ) : null}

          {mayEditName ? (
            <form onSubmit={(event) => void saveNames(event)} style={{ display: 'grid', gap: 8 }}>
              <TextField
                label={<FormattedMessage id="directory.form.firstName" />}
                value={names.firstName}
                onChange={(firstName) => setNames((n) => ({ ...n, firstName }))}
                isRequired
                maxLength={100}
              />
              <TextField
                label={<FormattedMessage id="directory.form.lastName" />}
                value={names.lastName}
                onChange={(lastName) => setNames((n) => ({ ...n, lastName }))}
                isRequired
                maxLength={100}
              />
              <span>
                <Button
                  type="submit"
                  variant="primary"
                  isDisabled={!namesValid}
                  isPending={settings.isPending}
                >
                  <FormattedMessage id="profile.saveName" />
                </Button>
              </span>
            </form>
          ) : null}

          {session.can('EDIT_OWN_LANGUAGE') ? (
            <Select
              label={<FormattedMessage id="profile.language" />}
              options={LANGUAGES.map((l) => ({
                value: l,
                label: intl.formatMessage({ id: `directory.language.${l}` }),
              }))}
              value={user.language}
              onChange={(value) => value !== null && void changeLanguage(String(value))}
              isClearable={false}
            />
          ) : null}

          <dl
            aria-label={intl.formatMessage({ id: 'profile.facts' })}
            style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}
          >
            <Fact label="member.email">{user.email}</Fact>
            <Fact label="profile.company">{user.company.name}</Fact>
            <Fact label="member.role">
              <FormattedMessage id={`directory.role.${user.role}`} />
            </Fact>
            <Fact label="member.status">
              <FormattedMessage id={`directory.status.${user.status}`} />
            </Fact>
            <Fact label="member.currency">{user.currency}</Fact>
            <Fact label="profile.joinedAt">{day(user.joinedAt ?? user.createdAt)}</Fact>
            <Fact label="profile.previousConnection">{day(me.login?.previousLastConnection)}</Fact>
          </dl>
        </div>
      </PageBody>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt style={{ fontWeight: 600 }}>
        <FormattedMessage id={label} />
      </dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}
