/** Engine errors as the spec names them (doc 2 §3, Statement: engine error). */
export const ENGINE_ERROR_TYPES = [
  'calculation',
  'configuration',
  'missing quota',
  'missing parameter',
  'payment',
  'release',
  'timeout',
  'unhandled',
] as const;
export type EngineErrorType = (typeof ENGINE_ERROR_TYPES)[number];
export type EngineErrorLevel = 'error' | 'warning';

export interface EngineErrorContext {
  userId?: string;
  periodId?: string;
  rule?: string;
  token?: string;
  record?: string;
}

export interface EngineError {
  level: EngineErrorLevel;
  type: EngineErrorType;
  message: string;
  context: EngineErrorContext;
}
