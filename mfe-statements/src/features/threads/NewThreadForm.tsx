import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Select } from '@accrue/ui-kit/select';
import { useSnackbar } from '@accrue/ui-kit/snackbar';
import type { StatementDetail } from '../statements/api';
import { commentsHref, navigate } from './links';
import { MessageForm } from './MessageForm';
import { useCreateThread } from './queries';

/** The choice of the whole statement: no rule of a statement is named so (rule names are tokens). */
const WHOLE_STATEMENT = '*';

/**
 * Starts a thread (doc 3 §4): about the whole statement or one of its rules (`ruleId`, preselected
 * from a rule's view), with its first message; the new thread then opens.
 */
export function NewThreadForm({
  statement,
  ruleId = null,
}: {
  statement: StatementDetail;
  ruleId?: string | null;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const create = useCreateThread(statement.id);
  const [about, setAbout] = useState<string>(ruleId ?? WHOLE_STATEMENT);
  const options = [
    { value: WHOLE_STATEMENT, label: intl.formatMessage({ id: 'threads.scope.statement' }) },
    ...statement.rules.map((rule) => ({ value: rule.name, label: rule.label })),
  ];

  const start = async (content: string) => {
    try {
      const thread = await create.mutateAsync({
        ruleId: about === WHOLE_STATEMENT ? null : about,
        content,
      });
      navigate(commentsHref(statement.id, thread.id));
      return true;
    } catch (error) {
      snackbar.show({
        tone: 'error',
        message: intl.formatMessage({ id: 'threads.startFailed' }, { message: (error as Error).message }),
      });
      return false;
    }
  };

  return (
    <MessageForm
      name={intl.formatMessage({ id: 'threads.new' })}
      label={intl.formatMessage({ id: 'threads.message' })}
      submitLabel={intl.formatMessage({ id: 'threads.send' })}
      isPending={create.isPending}
      onSubmit={start}
    >
      <Select
        label={intl.formatMessage({ id: 'threads.about' })}
        options={options}
        value={about}
        isClearable={false}
        onChange={(value) => setAbout(String(value ?? WHOLE_STATEMENT))}
      />
    </MessageForm>
  );
}
