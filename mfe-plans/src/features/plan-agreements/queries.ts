import type { components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile, useApi } from '@accrue/remote-runtime';
import { ok } from '@accrue/remote-runtime/query-hooks';
import { isGenerating, POLL_MS, type AgreementChanges } from './model';

export type PlanAgreement = components['schemas']['PlanAgreement'];
export type PlanAgreementSummary = components['schemas']['PlanAgreementSummary'];
export type AgreementAssignment = components['schemas']['PlanAgreementAssignment'];
export type AgreementStatus = components['schemas']['PlanAgreementTemplateStatus'];
export type AssignmentStatus = components['schemas']['PlanAgreementAssignmentStatus'];
export type ConfirmationMethod = components['schemas']['ConfirmationMethod'];
export type AgreementDocumentContent = components['schemas']['PlanAgreementDocument'];
export type AgreementBlock = components['schemas']['PlanAgreementBlock'];
export type AgreementRun = components['schemas']['PlanAgreementRun'];
export type AssignmentView = components['schemas']['PlanAgreementAssignmentView'];
/** This feature's refusals are the SDK's typed errors (status, message, field messages). */
export { AccrueApiError as AgreementsApiError } from '@accrue/sdk';

/** The query keys: every one under `plan-agreements`, so a write may refresh them all. */
export const AGREEMENT_KEYS = {
  all: ['plan-agreements'] as const,
  list: ['plan-agreements', 'list'] as const,
  one: (id: number) => ['plan-agreements', 'one', id] as const,
  placeholders: ['plan-agreements', 'placeholders'] as const,
  assignment: (id: number, assignmentId: number) =>
    ['plan-agreements', 'assignment', id, assignmentId] as const,
  preview: (id: number, userId: number | null) => ['plan-agreements', 'preview', id, userId] as const,
};

/** A page of the agreements the caller sees (newest year first), of one status or all. */
export function useAgreements(status: AgreementStatus | null, page: { page: number; limit: number } | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...AGREEMENT_KEYS.list, status, page],
    enabled: page !== null,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      ok(
        await api.GET('/plan-agreements', {
          params: {
            query: { ...(status ? { status } : {}), page: page!.page, limit: Math.min(page!.limit, 100) },
          },
        }),
      ),
  });
}

/**
 * An agreement with the assignments the caller may see, read again every 2 s while a document
 * awaits generation, so that the statuses move by themselves.
 */
export function useAgreement(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: AGREEMENT_KEYS.one(id),
    queryFn: async () =>
      ok(await api.GET('/plan-agreements/{planAgreementId}', { params: { path: { planAgreementId: id } } })),
    refetchInterval: (query) => (query.state.data && isGenerating(query.state.data) ? POLL_MS : false),
  });
}

/** The placeholders a template may use and the default template (administrators only). */
export function usePlaceholders(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: AGREEMENT_KEYS.placeholders,
    enabled,
    staleTime: Infinity,
    queryFn: async () => ok(await api.GET('/plan-agreements/template-placeholders')),
  });
}

/** One person's agreement with its document's content, and what the caller may do with it. */
export function useAssignmentView(id: number, assignmentId: number) {
  const api = useApi();
  return useQuery({
    queryKey: AGREEMENT_KEYS.assignment(id, assignmentId),
    queryFn: async () =>
      ok(
        await api.GET('/plan-agreements/{planAgreementId}/assignments/{assignmentId}', {
          params: { path: { planAgreementId: id, assignmentId } },
        }),
      ),
  });
}

/** The document the current template makes for one of the agreement's people (nothing is stored). */
export function usePreview(id: number, userId: number | null, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: AGREEMENT_KEYS.preview(id, userId),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const document = ok(
        await api.GET('/plan-agreements/{planAgreementId}/preview', {
          params: { path: { planAgreementId: id }, query: userId === null ? {} : { userId } },
        }),
      );
      // The JSON answer (the PDF one is asked with format=pdf, as a file).
      return document as AgreementDocumentContent;
    },
  });
}

export interface NewAgreement {
  name: string;
  year: number;
  planId: number;
  confirmationMethod: ConfirmationMethod;
}

export function useCreateAgreement() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewAgreement) => ok(await api.POST('/plan-agreements', { body })),
    onSuccess: (created) => {
      client.setQueryData(AGREEMENT_KEYS.one(created.id), created);
      return client.invalidateQueries({ queryKey: AGREEMENT_KEYS.list });
    },
  });
}

/**
 * A write on one agreement: its answer (the agreement) replaces the one shown, when it is one, and
 * the agreement and the list are read again.
 */
function useAgreementWrite<Input, Output>(id: number, work: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'assignments' in answer)
        client.setQueryData(AGREEMENT_KEYS.one(id), answer);
      return Promise.all([
        client.invalidateQueries({ queryKey: AGREEMENT_KEYS.one(id) }),
        client.invalidateQueries({ queryKey: AGREEMENT_KEYS.list }),
      ]);
    },
  });
}

/** Saves the fields changed, from the version shown (If-Match: a version changed since answers 409). */
export function useSaveAgreement(id: number) {
  const api = useApi();
  return useAgreementWrite(id, async ({ version, changes }: { version: number; changes: AgreementChanges }) =>
    ok(
      await api.PATCH('/plan-agreements/{planAgreementId}', {
        params: { path: { planAgreementId: id }, header: { 'If-Match': `"${version}"` } },
        body: changes,
      }),
    ),
  );
}

export type AgreementAction = 'refresh-template' | 'finalize' | 'archive';

/** Refresh the template's copy, finalize or archive: each answers the agreement. */
export function useAgreementAction(id: number) {
  const api = useApi();
  return useAgreementWrite(id, async (action: AgreementAction) => {
    const params = { params: { path: { planAgreementId: id } } };
    if (action === 'refresh-template')
      return ok(await api.POST('/plan-agreements/{planAgreementId}/refresh-template', params));
    if (action === 'finalize')
      return ok(await api.POST('/plan-agreements/{planAgreementId}/finalize', params));
    return ok(await api.POST('/plan-agreements/{planAgreementId}/archive', params));
  });
}

/** Sends the assignments named, or every generated one (no body); answers what was sent and what failed. */
export function useSendAgreements(id: number) {
  const api = useApi();
  return useAgreementWrite(id, async (assignmentIds: number[] | null) =>
    ok(
      await api.POST('/plan-agreements/{planAgreementId}/send', {
        params: { path: { planAgreementId: id } },
        ...(assignmentIds ? { body: { assignmentIds } } : {}),
      }),
    ),
  );
}

export function useRegenerate(id: number) {
  const api = useApi();
  return useAgreementWrite(id, async (assignmentId: number) =>
    ok(
      await api.POST('/plan-agreements/{planAgreementId}/assignments/{assignmentId}/regenerate', {
        params: { path: { planAgreementId: id, assignmentId } },
      }),
    ),
  );
}

/** Adds people of the plan to a draft (those already in it are left as they are); answers the agreement. */
export function useAddAssignments(id: number) {
  const api = useApi();
  return useAgreementWrite(id, async (userIds: number[]) =>
    ok(
      await api.POST('/plan-agreements/{planAgreementId}/assignments', {
        params: { path: { planAgreementId: id } },
        body: { userIds },
      }),
    ),
  );
}

export function useRemoveAssignment(id: number) {
  const api = useApi();
  return useAgreementWrite(id, async (assignmentId: number) => {
    ok(
      await api.DELETE('/plan-agreements/{planAgreementId}/assignments/{assignmentId}', {
        params: { path: { planAgreementId: id, assignmentId } },
      }),
    );
  });
}

/** Deletes a draft: it is forgotten (not read again), and the list is. */
export function useDeleteAgreement(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      ok(
        await api.DELETE('/plan-agreements/{planAgreementId}', { params: { path: { planAgreementId: id } } }),
      );
    },
    onSuccess: () => {
      client.removeQueries({ queryKey: AGREEMENT_KEYS.one(id) });
      return client.invalidateQueries({ queryKey: AGREEMENT_KEYS.list });
    },
  });
}

/**
 * A person's confirmation (in the app, or by uploading the signed PDF): the answer is the assignment
 * confirmed, so its view, its agreement and the list are read again.
 */
function useConfirmation<Input>(id: number, assignmentId: number, work: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: AGREEMENT_KEYS.assignment(id, assignmentId) }),
        client.invalidateQueries({ queryKey: AGREEMENT_KEYS.one(id) }),
        client.invalidateQueries({ queryKey: AGREEMENT_KEYS.list }),
      ]),
  });
}

export function useConfirmAssignment(id: number, assignmentId: number) {
  const api = useApi();
  return useConfirmation(id, assignmentId, async () =>
    ok(
      await api.POST('/plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirm', {
        params: { path: { planAgreementId: id, assignmentId } },
      }),
    ),
  );
}

/** Uploads the signed PDF: the file itself is the body (application/pdf), not a form. */
export function useUploadConfirmation(id: number, assignmentId: number) {
  const api = useApi();
  return useConfirmation(id, assignmentId, async (file: File) =>
    ok(
      await api.PUT('/plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirmation-document', {
        params: { path: { planAgreementId: id, assignmentId } },
        // The contract's body is the PDF's bytes (typed as a string): the serializer hands the File to
        // fetch as it is.
        body: file as unknown as string,
        bodySerializer: (body: unknown) => body,
        headers: { 'Content-Type': 'application/pdf' },
      }),
    ),
  );
}

/** The files this feature downloads, each through the signed-in client (no token in an address). */
export type AgreementFile =
  | { kind: 'all'; agreementId: number }
  | { kind: 'document'; agreementId: number; assignmentId: number }
  | { kind: 'signed'; agreementId: number; assignmentId: number }
  | { kind: 'preview'; agreementId: number; userId: number | null };

/** Fetches a file as a blob and saves it under `name` (a temporary object URL and an `<a download>`). */
export function useDownload() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ file, name }: { file: AgreementFile; name: string }) => {
      const planAgreementId = file.agreementId;
      let blob: Blob;
      if (file.kind === 'all')
        blob = ok(
          await api.GET('/plan-agreements/{planAgreementId}/documents', {
            params: { path: { planAgreementId } },
            parseAs: 'blob',
          }),
        );
      else if (file.kind === 'document')
        blob = ok(
          await api.GET('/plan-agreements/{planAgreementId}/assignments/{assignmentId}/document', {
            params: { path: { planAgreementId, assignmentId: file.assignmentId } },
            parseAs: 'blob',
          }),
        );
      else if (file.kind === 'signed')
        blob = ok(
          await api.GET(
            '/plan-agreements/{planAgreementId}/assignments/{assignmentId}/confirmation-document',
            {
              params: { path: { planAgreementId, assignmentId: file.assignmentId } },
              parseAs: 'blob',
            },
          ),
        );
      else
        blob = ok(
          await api.GET('/plan-agreements/{planAgreementId}/preview', {
            params: {
              path: { planAgreementId },
              query: { format: 'pdf', ...(file.userId === null ? {} : { userId: file.userId }) },
            },
            parseAs: 'blob',
          }),
        );
      downloadFile(blob, name);
    },
  });
}
