import type { components } from '@accrue/sdk';
import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '@accrue/remote-runtime';
import { useCurrentCompany } from '@accrue/remote-runtime/query-hooks';
import { check, type StatementDetail } from '../statements/api';
import { pollWhileAwaiting } from '../statements/queries';

/**
 * A statement's forecast (GET /statements/{id}/forecasts/{forecastId}): the statement's figures
 * computed with the plan's forecast formulas, `total` the forecast's and `actualTotal` the
 * statement's, and per rule the comparison of both. Its figures read as a statement's do.
 */
export type Forecast = Omit<components['schemas']['Forecast'], 'rules' | 'kpis'> &
  Pick<StatementDetail, 'rules' | 'kpis'>;
/** A rule's actual value, forecast and difference (forecast − actual), exact decimal text. */
export type RuleComparison = components['schemas']['RuleComparison'];
type Customization = components['schemas']['CompanyCustomization'];
/** What the company set for its forecasts (doc 1 §2.3 customization). */
export type ForecastSettings = Pick<
  Customization,
  | 'forecastShowComparison'
  | 'forecastBelowActualColor'
  | 'forecastAboveActualColor'
  | 'holdAndReleaseForecastPaymentDateLabel'
>;

/** The defaults of a company's forecast settings (doc 2 §9), until (or unless) the company is read. */
const DEFAULT_FORECAST_SETTINGS: ForecastSettings = {
  forecastShowComparison: true,
  forecastBelowActualColor: 'GREEN',
  forecastAboveActualColor: 'RED',
  holdAndReleaseForecastPaymentDateLabel: null,
};

/** How often the forecast is read again while its recalculation runs. */
const FORECAST_POLL_MS = 2000;

const forecastKey = (statementId: number, forecastId: number) =>
  ['forecasts', 'detail', statementId, forecastId] as const;

/**
 * GET /statements/{statementId}/forecasts/{forecastId} with its records. `awaiting` (the
 * calculatedAt it had when its recalculation was asked for) makes it read again every 2 s until a
 * worker rewrote it: an employee cannot follow GET /calculations/ongoing.
 */
export function useForecast(statementId: number, forecastId: number, awaiting: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: forecastKey(statementId, forecastId),
    queryFn: async () =>
      check(
        await api.GET('/statements/{statementId}/forecasts/{forecastId}', {
          params: { path: { statementId, forecastId }, query: { withObjectsToDisplay: true } },
        }),
      ) as Forecast,
    refetchInterval: pollWhileAwaiting(awaiting, FORECAST_POLL_MS),
    retry: false,
  });
}

/** POST /calculations for one forecast (SIMULATE_FORECAST): its plan, period and user. */
export function useRecalculateForecast() {
  const api = useApi();
  return useMutation({
    mutationFn: async (forecast: Pick<Forecast, 'plan' | 'period' | 'userId'>) =>
      check(
        await api.POST('/calculations', {
          body: {
            planIds: [forecast.plan.id],
            periodIds: [forecast.period.id],
            userIds: [forecast.userId],
            target: 'forecast',
          },
        }),
      ),
  });
}

/** The company's forecast settings (its customization), the spec's defaults until it is read. */
export function useForecastSettings(): ForecastSettings {
  const customization = useCurrentCompany().data?.customization;
  return useMemo(() => ({ ...DEFAULT_FORECAST_SETTINGS, ...customization }), [customization]);
}
