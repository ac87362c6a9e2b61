import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { createAccrueClient } from '@accrue/sdk';
import type { EmbedEvent } from '@accrue/sdk/embed';
import { Alert, Heading, Spinner } from '@accrue/ui-kit';
import { HomeSummaryView, type HomeSummaryData } from '../../features/home/HomeSummary';
import { fetchWithPrefetched } from '../prefetched';

/** What a host page may set inside the frame (EmbedOptions.theme): unset, the kit's theme applies. */
const HOST_THEME = {
  padding: 16,
  background: 'var(--accrue-background)',
  color: 'var(--accrue-text)',
  fontFamily: 'var(--accrue-font-family)',
} as const;

export interface DashboardWidgetProps {
  /** The frame's session (`POST /embed/session`); without it the browser's own session is used. */
  accessToken?: string;
  /** What the widget tells its host: refusals, an ended session. */
  onEvent?: (event: EmbedEvent) => void;
  /** Its first read, which the frame started with its session (WidgetOptions.prefetched). */
  prefetched?: Map<string, Promise<Response>>;
}

/**
 * The rep's home inside a host CRM (issue #14): this period's total, progress to quota, trend and
 * latest statements, the same summary /home shows, with no link into the product.
 */
export function DashboardWidget({ accessToken, onEvent, prefetched }: DashboardWidgetProps) {
  const intl = useIntl();
  const api = useMemo(
    () =>
      createAccrueClient({
        baseUrl: window.location.origin,
        fetch: fetchWithPrefetched(prefetched),
        ...(accessToken ? { token: accessToken } : {}),
      }),
    [accessToken, prefetched],
  );
  const summary = useQuery({
    queryKey: ['widget', 'dashboard'],
    retry: false,
    // Mounted without a frame session (straight into a page), it has no one to read for.
    enabled: Boolean(accessToken),
    queryFn: async (): Promise<HomeSummaryData> => {
      const answer = await api.GET('/home/summary');
      if (answer.error || !answer.data)
        throw Object.assign(new Error(answer.error?.message ?? 'Error'), { status: answer.response.status });
      return answer.data;
    },
  });
  const failure = summary.error as (Error & { status?: number }) | null;
  useEffect(() => {
    if (!failure) return;
    if (failure.status === 401) onEvent?.({ type: 'accrue:session-expired' });
    else onEvent?.({ type: 'accrue:error', code: `HTTP_${failure.status ?? 0}`, message: failure.message });
  }, [failure, onEvent]);

  return (
    <section data-testid="dashboard-widget" style={HOST_THEME}>
      <Heading level={2}>
        <FormattedMessage id="widget.dashboard.title" />
      </Heading>
      {!accessToken ? null : summary.isPending ? (
        <Spinner aria-label={intl.formatMessage({ id: 'widget.dashboard.title' })} />
      ) : failure ? (
        <Alert tone="error" title={intl.formatMessage({ id: 'widget.dashboard.title' })}>
          {intl.formatMessage({ id: 'statements.loadError' }, { message: failure.message })}
        </Alert>
      ) : summary.data ? (
        <HomeSummaryView summary={summary.data} links={false} />
      ) : null}
    </section>
  );
}
