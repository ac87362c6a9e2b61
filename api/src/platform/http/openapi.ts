import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { operations } from '@accrue/sdk/schema';

/**
 * Types of the server's edge, from the SDK's types generated from openapi.yaml: what each
 * operation's request body and query are, and what each of its JSON answers is. The validator has
 * checked the request against the same contract before a route runs, so a route reads `req.body`
 * as its operation's body type, and the compiler checks what it answers against the contract.
 */
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } }
  ? Body
  : T extends { content: { 'text/csv': infer Body } }
    ? Body
    : never;

export type RequestBody<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : undefined;

export type QueryOf<Id extends OperationId> = operations[Id]['parameters'] extends { query?: infer Query }
  ? NonNullable<Query>
  : Record<string, never>;

/** The JSON (or CSV) answers of the operation's success statuses (2xx). */
export type Answer<Id extends OperationId> = {
  [Status in keyof operations[Id]['responses']]: Status extends 200 | 201 | 202
    ? JsonContent<operations[Id]['responses'][Status]>
    : never;
}[keyof operations[Id]['responses']];

export type OperationRequest<Id extends OperationId> = Request<
  Record<string, string>,
  Answer<Id>,
  RequestBody<Id>,
  QueryOf<Id>
>;

/**
 * A route handler for one operation of the contract, typed from it; a rejected promise goes to
 * the error handler (Express 4 does not catch it).
 */
export function operation<Id extends OperationId>(
  _id: Id,
  handler: (req: OperationRequest<Id>, res: Response<Answer<Id>>, next: NextFunction) => Promise<void>,
): RequestHandler<Record<string, string>, Answer<Id>, RequestBody<Id>, QueryOf<Id>> {
  return (req, res, next) => {
    handler(req, res, next).catch(next);
  };
}
