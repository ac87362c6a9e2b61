import { FormattedMessage } from 'react-intl';
import { TextField } from '@accrue/ui-kit/forms';
import type { ModelDraft } from './model';

/** A record model's name, on the create and the edit forms alike. */
export function ModelNameField({
  draft,
  shown,
  change,
}: {
  draft: ModelDraft;
  /** The message shown on a field, by its path. */
  shown: (path: string) => string | undefined;
  change: (next: (d: ModelDraft) => ModelDraft) => void;
}) {
  return (
    <TextField
      label={<FormattedMessage id="recordModels.column.name" />}
      name="name"
      value={draft.name}
      maxLength={100}
      onChange={(name) => change((d) => ({ ...d, name }))}
      errorMessage={shown('name')}
      isRequired
    />
  );
}
