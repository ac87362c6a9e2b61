import { Button, Heading } from '@accrue/ui-kit';

/**
 * A statement's edits of one kind (its overwrites, its row edits) under their heading: one line
 * each, saying what, by whom and when; with `onDelete` (a user who may edit the statement), a
 * button after each line removes that edit.
 */
export function EditsList<Edit extends { id: number }>({
  headingId,
  heading,
  edits,
  testId,
  lineOf,
  remove,
  onDelete,
}: {
  headingId: string;
  heading: string;
  edits: readonly Edit[];
  /** Each line's `data-testid`. */
  testId: string;
  lineOf: (edit: Edit) => string;
  remove: { text: string; labelOf: (edit: Edit) => string };
  onDelete: ((id: number) => void) | undefined;
}) {
  return (
    <section aria-labelledby={headingId} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Heading level={2} id={headingId}>
        {heading}
      </Heading>
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {edits.map((edit) => (
          <li key={edit.id} data-testid={testId}>
            {lineOf(edit)}
            {onDelete ? (
              <>
                {' '}
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={remove.labelOf(edit)}
                  onPress={() => onDelete(edit.id)}
                >
                  {remove.text}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
