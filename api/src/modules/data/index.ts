/**
 * The data module (doc 3: data connectors, record models and their records, currency rates). It
 * holds what plans calculate on; the calculation (statements module) reads it through what this
 * file exports. Its routes: record models (objects-definitions) with their records, currency rates;
 * connectors, imports and refresh jobs come with their issues.
 */
export { dataRoutes } from './routes.js';
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
