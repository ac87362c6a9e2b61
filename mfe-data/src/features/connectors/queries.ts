import type { CallResult, components } from '@accrue/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checked, useApi } from '@accrue/remote-runtime';
import { contentTypeOf } from './model';

export type Connector = components['schemas']['Connector'];
export type Connection = components['schemas']['Connection'];
export type DataImport = components['schemas']['DataImport'];
export type ImportScope = components['schemas']['ImportScope'];
export type ColumnMapping = components['schemas']['ImportColumnMapping'];
export type RecordModel = components['schemas']['RecordModel'];

/** An answer of the API that is not a success: its message and field errors (doc 1 §8). */
export class ImportApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: { field: string; message: string }[] },
  ) {
    super(body.errors?.[0]?.message ?? body.message ?? `HTTP ${status}`);
  }
}

function check<T>(answer: CallResult<T>): T {
  return checked(answer, (status, body) => new ImportApiError(status, body as ImportApiError['body']));
}

const KEYS = {
  connectors: ['data', 'connectors'] as const,
  imports: ['data', 'imports'] as const,
};

/** The catalogue and the company's connections. */
export function useConnectors() {
  const api = useApi();
  return useQuery({
    queryKey: KEYS.connectors,
    queryFn: async () => check(await api.GET('/connectors')),
  });
}

/** The company's record models (the first 100, by name), to import into. */
export function useRecordModels() {
  const api = useApi();
  return useQuery({
    queryKey: ['data', 'models', 'choices'],
    queryFn: async () =>
      check(await api.GET('/objects-definitions', { params: { query: { page: 0, limit: 100 } } })).items,
  });
}

/** The last imports (of one model, or all), newest first. */
export function useImports(objectName: string | undefined, limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...KEYS.imports, objectName ?? null, limit],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      check(
        await api.GET('/data-imports', {
          params: { query: { page: 0, limit: Math.min(limit, 100), ...(objectName ? { objectName } : {}) } },
        }),
      ),
  });
}

/** Uploads a file (its bytes as the body, not multipart) and answers the pending import's preview. */
export function useUploadImport() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; objectName: string; scope: ImportScope }) =>
      check(
        await api.POST('/data-imports', {
          params: { query: { objectName: input.objectName, fileName: input.file.name, scope: input.scope } },
          // The contract's body is the file itself: the serializer hands the File to fetch as is.
          body: '',
          bodySerializer: () => input.file,
          headers: { 'content-type': contentTypeOf(input.file.name) },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS.imports }),
  });
}

export function useMapImport() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { id: number; mapping: ColumnMapping[]; scope: ImportScope }) =>
      check(
        await api.PUT('/data-imports/{importId}/mapping', {
          params: { path: { importId: input.id } },
          body: { mapping: input.mapping, scope: input.scope },
        }),
      ),
  });
}

export function useApplyImport() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      check(await api.POST('/data-imports/{importId}/apply', { params: { path: { importId: id } } })),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['data'] });
    },
  });
}

export function useCancelImport() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      check(await api.DELETE('/data-imports/{importId}', { params: { path: { importId: id } } })),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS.imports }),
  });
}

// ---------------------------------------------------------------------------------------------
// Database connections (PostgreSQL, MySQL/MariaDB)

export type ConnectionInput = components['schemas']['DataConnectionInput'];
export type SourceTable = components['schemas']['SourceTable'];
export type SourceTablePreview = components['schemas']['SourceTablePreview'];
export type RecordModelInput = components['schemas']['RecordModelInput'];

export function useConnection(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['data', 'connection', id],
    queryFn: async () =>
      check(await api.GET('/data-connections/{connectionId}', { params: { path: { connectionId: id } } })),
  });
}

export function useCreateConnection() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConnectionInput) => check(await api.POST('/data-connections', { body: input })),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS.connectors }),
  });
}

/** Connects and lists the tables: the connection ACTIVE, or an error with the cause (then ERROR). */
export function useTestConnection() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      check(
        await api.POST('/data-connections/{connectionId}/test', { params: { path: { connectionId: id } } }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['data'] }),
  });
}

export function useConnectionTables(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['data', 'connection', id, 'tables'],
    queryFn: async () =>
      check(
        await api.GET('/data-connections/{connectionId}/tables', { params: { path: { connectionId: id } } }),
      ).items,
  });
}

export function useTablePreview(id: number, table: SourceTable | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['data', 'connection', id, 'preview', table?.schema, table?.name],
    enabled: table !== null,
    queryFn: async () =>
      check(
        await api.GET('/data-connections/{connectionId}/preview', {
          params: { path: { connectionId: id }, query: { schema: table!.schema, table: table!.name } },
        }),
      ),
  });
}

export function useCreateModel() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordModelInput) =>
      check(await api.POST('/objects-definitions', { body: input })),
    onSettled: () => client.invalidateQueries({ queryKey: ['data', 'models'] }),
  });
}

/** Reads a table into a model: the pending import with its preview (nothing applied yet). */
export function useImportTable() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; schema: string; table: string; objectName: string }) =>
      check(
        await api.POST('/data-connections/{connectionId}/imports', {
          params: { path: { connectionId: input.id } },
          body: { schema: input.schema, table: input.table, objectName: input.objectName },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS.imports }),
  });
}

// ---------------------------------------------------------------------------------------------
// CRMs (HubSpot, Salesforce): OAuth2 authorization code

/** The provider's authorization address for this session (its state is bound to it). */
export function useAuthorizeIntegration() {
  const api = useApi();
  return useMutation({
    mutationFn: async (integration: string) =>
      check(await api.POST('/integrations/{integration}/authorize', { params: { path: { integration } } }))
        .url,
  });
}

/** Registers the code the provider sent back: the connection, ACTIVE (its tokens stay on the server). */
export function useRegisterIntegration() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { integration: string; code: string; state: string }) =>
      check(
        await api.POST('/integrations/{integration}/register', {
          params: { path: { integration: input.integration } },
          body: { code: input.code, state: input.state },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS.connectors }),
  });
}

/**
 * Changes a connection's schedule (daily at midnight or manual), from the version the page read
 * (If-Match: a connection changed since answers 409 and nothing is written).
 */
export function useUpdateSchedule() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { connection: Connection; schedule: 'DAILY' | 'MANUAL' }) =>
      check(
        await api.PATCH('/data-connections/{connectionId}', {
          params: {
            path: { connectionId: input.connection.id },
            header: { 'If-Match': `"${input.connection.version}"` },
          },
          body: { schedule: input.schedule },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS.connectors }),
  });
}

// ---------------------------------------------------------------------------------------------
// Refresh jobs ("data refreshment")

export type Refreshment = components['schemas']['Refreshment'];
const RUNNING: readonly Refreshment['status'][] = ['PENDING', 'REFRESH', 'STARTED', 'STOPPING'];
export const isRunning = (refresh: Refreshment | null | undefined): boolean =>
  refresh !== null && refresh !== undefined && RUNNING.includes(refresh.status);

/** The last refresh of each connection, polled every 5 s while one runs (doc 3 §9). */
export function useLastRefreshments() {
  const api = useApi();
  return useQuery({
    queryKey: ['data', 'refreshments', 'last'],
    queryFn: async () => check(await api.GET('/connectors/refreshments/last')).items,
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? 5_000 : false),
  });
}

export function useRequestRefresh() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (connectionId: number) =>
      check(await api.POST('/refreshments', { body: { connectionId } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['data'] }),
  });
}

/** Stops a running refresh after the model it is writing. */
export function useStopRefresh() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (refreshmentId: number) =>
      check(
        await api.PATCH('/refreshments/{refreshmentId}/{operation}', {
          params: { path: { refreshmentId, operation: 'stop' } },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['data', 'refreshments'] }),
  });
}
