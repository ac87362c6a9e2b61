import type { IntlShape } from 'react-intl';
import { Button, Link } from '@accrue/ui-kit';
import type { DataTableColumn } from '@accrue/ui-kit/table';
import { actionLabel, detailsSummary, targetHref, type AuditEvent } from './model';

export type AuditActor = NonNullable<AuditEvent['actor']>;

/** Who made the change: a person (pressing the name keeps only their changes), an API key, or both. */
function Who({
  intl,
  event,
  onActor,
}: {
  intl: IntlShape;
  event: AuditEvent;
  onActor: (actor: AuditActor) => void;
}) {
  const { actor, apiKey, impersonatedBy } = event;
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <span>
      {actor ? (
        <Button
          variant="ghost"
          size="small"
          aria-label={say('audit.filter.onlyPerson', { name: actor.fullName })}
          onPress={() => onActor(actor)}
        >
          {actor.fullName}
        </Button>
      ) : null}
      {apiKey ? ` ${say('audit.who.apiKey', { name: apiKey.name })}` : null}
      {/* Neither a person nor a key left its name (an old key since deleted): the API made it. */}
      {!actor && !apiKey ? say('audit.who.api') : null}
      {impersonatedBy ? ` ${say('audit.who.impersonatedBy', { name: impersonatedBy.fullName })}` : null}
    </span>
  );
}

/** The log's columns; none sorts (the log is always latest first). */
export function auditColumns(
  intl: IntlShape,
  onActor: (actor: AuditActor) => void,
): DataTableColumn<AuditEvent>[] {
  const header = (id: string) => intl.formatMessage({ id: `audit.column.${id}` });
  return [
    {
      id: 'when',
      header: header('when'),
      isSortable: false,
      size: { width: 200 },
      cell: ({ row }) => intl.formatDate(row.occurredAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'who',
      header: header('who'),
      isSortable: false,
      cell: ({ row }) => <Who intl={intl} event={row} onActor={onActor} />,
    },
    {
      id: 'area',
      header: header('area'),
      isSortable: false,
      size: { width: 120 },
      cell: ({ row }) => intl.formatMessage({ id: `audit.area.${row.area}` }),
    },
    {
      id: 'what',
      header: header('what'),
      isSortable: false,
      cell: ({ row }) => actionLabel(intl, row.action),
    },
    {
      id: 'target',
      header: header('target'),
      isSortable: false,
      cell: ({ row }) => {
        const href = targetHref(row.target);
        return href ? <Link href={href}>{row.target.label}</Link> : row.target.label;
      },
    },
    {
      id: 'details',
      header: header('details'),
      isSortable: false,
      cell: ({ row }) => detailsSummary(intl, row),
    },
  ];
}
