import { useIntl } from 'react-intl';
import { describeProblem, type HubTabProps } from './model';
import { PlansApiError, useSetForecasting, type ForecastingChange } from './queries';

/** How a forecasting change went: saved, refused on a field (its messages), or not saved. */
export type ForecastingOutcome =
  { status: 'saved' } | { status: 'conflict' | 'failed' } | { status: 'refused'; messages: string[] };

/**
 * Saves forecasting changes the way the hub's tabs and the designer save: from the version the
 * caller saw, with a snackbar for success; a plan changed meanwhile (409) is said and reloaded;
 * the API's messages for `field` (`formulas.<token>`) are answered for the caller to show on its
 * field, any other refusal is said in a snackbar.
 */
export function useForecastingSave(
  planId: number,
  notify: HubTabProps['notify'],
  reload: () => Promise<unknown>,
) {
  const intl = useIntl();
  const mutation = useSetForecasting(planId);
  const save = async (
    change: ForecastingChange,
    version: number,
    success: string,
    field?: string,
  ): Promise<ForecastingOutcome> => {
    try {
      await mutation.mutateAsync({ ...change, version });
      notify('success', intl.formatMessage({ id: success }));
      return { status: 'saved' };
    } catch (error) {
      const failed = (message: string) =>
        notify('error', intl.formatMessage({ id: 'forecasting.saveFailed' }, { message }));
      if (error instanceof PlansApiError && error.isConflict) {
        notify('error', intl.formatMessage({ id: 'forecasting.conflict' }));
        await reload();
        return { status: 'conflict' };
      }
      if (error instanceof PlansApiError && error.fieldErrors.length) {
        const own = error.fieldErrors.filter((problem) => problem.field === field);
        const others = error.fieldErrors.filter((problem) => problem.field !== field);
        if (others.length) failed(others.map(describeProblem).join(' '));
        return own.length ? { status: 'refused', messages: own.map((p) => p.message) } : { status: 'failed' };
      }
      failed((error as Error).message);
      return { status: 'failed' };
    }
  };
  return { save, isPending: mutation.isPending };
}
