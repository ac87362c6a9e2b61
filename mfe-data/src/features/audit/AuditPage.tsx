import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '@accrue/remote-runtime';
import { Alert, Button, PageBody, PageHeader } from '@accrue/ui-kit';
import { DateRangePicker, EMPTY_DATE_RANGE, dateRangeToIso, type DateRangeValue } from '@accrue/ui-kit/dates';
import { Select } from '@accrue/ui-kit/select';
import { DataTable, type PaginatedQuery } from '@accrue/ui-kit/table';
import { auditColumns, type AuditActor } from './columns';
import { AUDIT_AREAS, type AuditArea, type AuditEvent } from './model';
import { useAuditEvents, useExportAuditCsv, type AuditFilters } from './queries';

const ALL = 'all';
const PAGE_SIZE = 25;
// The contract's limit on the search text.
const SEARCH_MAX = 100;
const NO_EVENTS = { items: [], totalItems: 0, currentPage: 0, pageCount: 0 };

type Paging = Pick<PaginatedQuery, 'page' | 'limit' | 'search'>;

/**
 * `/audit`: the company's append-only log of who changed what and when (plans, data, statements,
 * people, settings), latest first, filtered by area, days, person and words, and exported to CSV
 * with the same filters. The table's own search box searches on the server.
 */
export default function AuditPage({ title }: PageProps) {
  const intl = useIntl();
  const [area, setArea] = useState<string>(ALL);
  const [days, setDays] = useState<DateRangeValue>(EMPTY_DATE_RANGE);
  const [pickingDays, setPickingDays] = useState(false);
  const [actor, setActor] = useState<AuditActor | null>(null);
  const [paging, setPaging] = useState<Paging | null>(null);

  const { start: from, end: to } = dateRangeToIso(days);
  const search = paging?.search?.slice(0, SEARCH_MAX);
  const filters: AuditFilters = {
    ...(area !== ALL ? { area: area as AuditArea } : {}),
    ...(actor ? { actorUserId: actor.id } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search ? { search } : {}),
  };
  const events = useAuditEvents(paging && { ...filters, page: paging.page, limit: paging.limit });
  const exporting = useExportAuditCsv();

  const onQueryChange = useCallback(
    ({ page, limit, search: text }: PaginatedQuery) => setPaging({ page, limit, search: text }),
    [],
  );
  // A new filter shows its first page: ask for page 0 at once (not the old page under the new
  // filter first); the table, remounted by its key, then starts on page 0 too.
  const firstPage = useCallback(() => setPaging((current) => current && { ...current, page: 0 }), []);
  const onActor = useCallback(
    (chosen: AuditActor | null) => {
      setActor(chosen);
      firstPage();
    },
    [firstPage],
  );
  const columns = useMemo(() => auditColumns(intl, onActor), [intl, onActor]);

  const areaOptions = [
    { value: ALL, label: intl.formatMessage({ id: 'audit.filter.allAreas' }) },
    ...AUDIT_AREAS.map((a) => ({ value: a, label: intl.formatMessage({ id: `audit.area.${a}` }) })),
  ];
  const isFiltered = Object.keys(filters).length > 0;

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title={intl.formatMessage({ id: title })}
        actions={
          <Button isDisabled={exporting.isPending} onPress={() => exporting.mutate(filters)}>
            {intl.formatMessage({ id: 'audit.export' })}
          </Button>
        }
      />
      <PageBody>
        {exporting.error ? (
          <Alert
            tone="error"
            title={intl.formatMessage({ id: 'audit.exportError' }, { message: exporting.error.message })}
            isDismissable
            onDismiss={() => exporting.reset()}
          />
        ) : null}
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <Select
            label={intl.formatMessage({ id: 'audit.filter.area' })}
            options={areaOptions}
            value={area}
            onChange={(value) => {
              setArea(String(value ?? ALL));
              firstPage();
            }}
          />
          {pickingDays || days.start || days.end ? (
            <DateRangePicker
              label={intl.formatMessage({ id: 'audit.filter.days' })}
              // Revealed by the button, which is gone: the focus goes on to the field it asked for.
              autoFocus={pickingDays}
              value={days}
              onChange={(value) => {
                setDays(value);
                firstPage();
              }}
            />
          ) : (
            // The picker (date fields, calendar, popover: react-aria's date code) loads when asked
            // for, not with the page: most visits read the latest changes.
            <Button onPress={() => setPickingDays(true)}>
              {intl.formatMessage({ id: 'audit.filter.pickDays' })}
            </Button>
          )}
          {actor ? (
            <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              {intl.formatMessage({ id: 'audit.filter.person' }, { name: actor.fullName })}
              <Button size="small" onPress={() => onActor(null)}>
                {intl.formatMessage({ id: 'audit.filter.everyone' })}
              </Button>
            </span>
          ) : null}
        </div>
        <DataTable<AuditEvent>
          key={`${area}|${from}|${to}|${actor?.id}`}
          aria-label={intl.formatMessage({ id: 'audit.tableLabel' })}
          columns={columns}
          result={events.data ?? NO_EVENTS}
          // Pending until the first page arrives (and before the table asks for it): skeleton rows.
          isLoading={events.isPending}
          onQueryChange={onQueryChange}
          getRowId={(row) => String(row.id)}
          emptyState={intl.formatMessage({ id: isFiltered ? 'audit.emptyFiltered' : 'audit.empty' })}
          alert={
            events.error
              ? {
                  tone: 'error',
                  title: intl.formatMessage({ id: 'audit.loadError' }, { message: events.error.message }),
                }
              : undefined
          }
          // The remounted table keeps the page size and the search text it had.
          initialState={{ pageSize: paging?.limit ?? PAGE_SIZE, searchText: paging?.search ?? '' }}
        />
      </PageBody>
    </section>
  );
}
