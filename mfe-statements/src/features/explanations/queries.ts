import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@accrue/sdk/schema';
import { useApi } from '@accrue/remote-runtime';
import { check } from '../statements/api';

export type RuleExplanation = components['schemas']['RuleExplanation'];
export type KpiExplanation = components['schemas']['KpiExplanation'];
/** What an explanation shows of either: the plan version, the steps and the records. */
export type FigureExplanation = Pick<RuleExplanation, 'planVersion' | 'steps' | 'records'>;
export type ExplanationStep = components['schemas']['ExplanationStep'];
export type ExplainedRecord = components['schemas']['ExplainedRecords']['items'][number];
export type RecordSource = components['schemas']['RecordSource'];

/** A statement's figure that has an explanation: a rule or a KPI, by machine name. */
export interface ExplainedFigure {
  kind: 'rule' | 'kpi';
  name: string;
}

export interface ExplanationQuery {
  page: number;
  limit: number;
  search?: string;
}

/**
 * GET /statements/{id}/rules/{ruleId}/explanation or /kpis/{kpiId}/explanation: one page of its
 * records at a time.
 */
export function useFigureExplanation(statementId: number, figure: ExplainedFigure, query: ExplanationQuery) {
  const api = useApi();
  const records = {
    page: query.page,
    limit: query.limit,
    ...(query.search ? { search: query.search } : {}),
  };
  return useQuery({
    queryKey: ['statements', 'explanation', statementId, figure.kind, figure.name, query] as const,
    queryFn: async (): Promise<FigureExplanation> =>
      figure.kind === 'rule'
        ? (check(
            await api.GET('/statements/{statementId}/rules/{ruleId}/explanation', {
              params: { path: { statementId, ruleId: figure.name }, query: records },
            }),
          ) as RuleExplanation)
        : (check(
            await api.GET('/statements/{statementId}/kpis/{kpiId}/explanation', {
              params: { path: { statementId, kpiId: figure.name }, query: records },
            }),
          ) as KpiExplanation),
    // A new page or search keeps the formula on screen while its records load.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
