/**
 * The data module (doc 3: data connectors, record models and their records, currency rates). It
 * holds what plans calculate on; the calculation (statements module) reads it through what this
 * file exports. Its routes: record models (objects-definitions) with their records, currency rates,
 * the connector catalogue and file imports (each applied import leaves a change set: the keys it
 * added, changed and removed, which `changeSetsSince` and `changedKeysOf` hand to the calculation).
 */
export { dataRoutes } from './routes.js';
export { changedKeysOf, changeSetsSince } from './imports.js';
export {
  changeSetWindow,
  newestChangeSet,
  recordDeltaSince,
  type ChangeSetWindow,
  type RecordDelta,
} from './record-deltas.js';
export { pushRecords } from './push.js';
export { recordExists, recordSources, type RecordSource } from './record-sources.js';
export { seedDemoImport } from './demo-import.js';
export { nightlyRefreshSchedule, refreshJobHandler, REFRESH_JOB } from './refresh.js';
export type { ChangeKind, ChangeSet } from './import-types.js';
export {
  addCurrencyRates,
  addRecords,
  createRecordModel,
  findRecordModels,
  listCurrencyRates,
  recordsOf,
} from './service.js';
export type {
  CurrencyRate,
  FieldFormat,
  RecordData,
  RecordField,
  RecordModel,
  RecordModelInput,
  RecordValue,
} from './types.js';
