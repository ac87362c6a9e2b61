import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Skeleton } from '@accrue/ui-kit';
import { FileUpload, TextArea } from '@accrue/ui-kit/forms';
import { definitionFileName, describeProblem, PLAN_FILE_MAX_BYTES, PLAN_FILE_TYPES } from './model';
import { PlansApiError, usePlanDefinition, useReplaceDefinition, type Plan } from './queries';

type Notify = (tone: 'success' | 'error', message: string) => void;

/** Saves a text as a file in the browser (the download of the plan file). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The plan as code (doc 2, plans as code): the plan file to download, edit here or replace by an
 * upload. A replacement is saved whole or not at all: every problem is listed with its path in the
 * file, and one made from an older version than the saved one is refused (409).
 */
export default function DefinitionTab({
  plan,
  canModify,
  notify,
}: {
  plan: Plan;
  canModify: boolean;
  notify: Notify;
}) {
  const intl = useIntl();
  const definition = usePlanDefinition(plan.id, true);
  const replace = useReplaceDefinition();
  const [text, setText] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const saved = definition.data;

  // A new saved version (ours or a reload) resets the editor to it.
  useEffect(() => {
    if (saved) setText(saved.definition);
  }, [saved]);

  if (definition.error) return <Alert tone="error" title={definition.error.message} />;
  if (!saved || text === null) return <Skeleton />;

  const save = async (next: string) => {
    setProblems([]);
    try {
      await replace.mutateAsync({ planId: plan.id, definition: next, version: saved.version });
      setFiles([]);
      notify('success', intl.formatMessage({ id: 'plans.toast.updated' }));
    } catch (error) {
      if (error instanceof PlansApiError && error.fieldErrors.length)
        setProblems(error.fieldErrors.map(describeProblem));
      else
        notify(
          'error',
          intl.formatMessage({ id: 'plans.definition.saveFailed' }, { message: (error as Error).message }),
        );
    }
  };

  const upload = async () => {
    const file = files[0];
    if (file) await save(await file.text());
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p>
        <FormattedMessage id="plans.definition.intro" values={{ version: saved.version }} />
      </p>
      <span style={{ display: 'flex', gap: 8 }}>
        <Button
          variant="secondary"
          onPress={() => downloadText(saved.definition, definitionFileName(plan.name))}
        >
          <FormattedMessage id="plans.definition.download" />
        </Button>
      </span>
      {problems.length ? (
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'plans.definition.problems' }, { count: problems.length })}
        >
          <ul aria-label={intl.formatMessage({ id: 'plans.definition.problemList' })}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {canModify ? (
        <>
          <FileUpload
            label={intl.formatMessage({ id: 'plans.definition.upload' })}
            description={intl.formatMessage({ id: 'plans.definition.uploadHelp' })}
            accept={PLAN_FILE_TYPES}
            maxFiles={1}
            maxSize={PLAN_FILE_MAX_BYTES}
            value={files}
            onChange={setFiles}
          />
          <span>
            <Button
              variant="primary"
              isDisabled={files.length === 0 || replace.isPending}
              onPress={() => void upload()}
            >
              <FormattedMessage id="plans.definition.replace" />
            </Button>
          </span>
        </>
      ) : null}
      <TextArea
        label={intl.formatMessage({ id: 'plans.definition.file' })}
        value={text}
        onChange={setText}
        isReadOnly={!canModify}
        rows={24}
      />
      {canModify ? (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button
            variant="primary"
            isDisabled={text === saved.definition || replace.isPending}
            onPress={() => void save(text)}
          >
            <FormattedMessage id="plans.definition.save" />
          </Button>
          <Button
            variant="secondary"
            isDisabled={text === saved.definition}
            onPress={() => setText(saved.definition)}
          >
            <FormattedMessage id="plans.definition.reset" />
          </Button>
        </span>
      ) : null}
    </div>
  );
}
