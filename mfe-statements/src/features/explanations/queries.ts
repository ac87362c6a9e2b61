import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@accrue/sdk/schema';
import { useApi } from '@accrue/remote-runtime';
import { check } from '../statements/api';

export type RuleExplanation = components['schemas']['RuleExplanation'];
export type ExplanationStep = components['schemas']['ExplanationStep'];
export type ExplainedRecord = NonNullable<RuleExplanation['records']>['items'][number];
export type RecordSource = components['schemas']['RecordSource'];

export interface ExplanationQuery {
  page: number;
  limit: number;
  search?: string;
}

/** GET /statements/{id}/rules/{ruleId}/explanation: one page of its records at a time. */
export function useRuleExplanation(statementId: number, ruleId: string, query: ExplanationQuery) {
  const api = useApi();
  return useQuery({
    queryKey: ['statements', 'explanation', statementId, ruleId, query] as const,
    queryFn: async () =>
      check(
        await api.GET('/statements/{statementId}/rules/{ruleId}/explanation', {
          params: {
            path: { statementId, ruleId },
            query: {
              page: query.page,
              limit: query.limit,
              ...(query.search ? { search: query.search } : {}),
            },
          },
        }),
      ) as RuleExplanation,
    // A new page or search keeps the formula on screen while its records load.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
