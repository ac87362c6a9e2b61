import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { operations } from '@accrue/sdk/schema';
import type { Context, UserContext } from '../context.js';
import type { ExpectedVersion } from '../db/versioned.js';
import { contextOf, userContextOf } from './authorize.js';
import { expectedVersionOf, setVersionETag } from './preconditions.js';

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

/** The Express handler of one operation of the contract, typed from it. */
export type OperationHandler<Id extends OperationId> = RequestHandler<
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
): OperationHandler<Id> {
  return (req, res, next) => {
    handler(req, res, next).catch(next);
  };
}

type PathParameters<Id extends OperationId> = operations[Id]['parameters'] extends { path?: infer Path }
  ? NonNullable<Path>
  : Record<string, never>;

/** The names of the operation's path parameters (`planId` of `/plans/{planId}`). */
export type PathName<Id extends OperationId> = keyof PathParameters<Id> & string;

/**
 * What a handler reads of a call to one operation, typed from the contract. The caller's context
 * is read when the handler asks for it, at the point the handler used to call `contextOf` itself:
 * authorization has already run, and nothing is checked earlier or later than before.
 */
export interface Call<Id extends OperationId> {
  readonly req: OperationRequest<Id>;
  readonly body: RequestBody<Id>;
  readonly query: QueryOf<Id>;
  /** The caller's context (a user or a company API key). */
  readonly context: Context;
  /** The caller's context on a call that needs a user (`x-requires-user`). */
  readonly user: UserContext;
  /** The record versions `If-Match` accepts (see preconditions.ts). */
  readonly expectedVersion: ExpectedVersion;
  /** A numeric path parameter (an id); the contract has checked it is a numeral. */
  id(name: PathName<Id>): number;
  /** A text path parameter (a machine name, a period). */
  text(name: PathName<Id>): string;
  /**
   * The page and page size of the query, or these defaults where the query has none (only on an
   * operation whose query has them).
   */
  readonly paging: QueryOf<Id> extends { page?: number; limit?: number }
    ? (defaults: Paging) => Paging
    : never;
}

export interface Paging {
  page: number;
  limit: number;
}

/**
 * The call a request makes, for a route that answers more than JSON (a file, a status that depends
 * on the result) and so writes its answer itself.
 */
export function callOf<Id extends OperationId>(req: OperationRequest<Id>): Call<Id> {
  const params = req.params as Record<string, string | undefined>;
  return {
    req,
    body: req.body,
    query: req.query,
    get context() {
      return contextOf(req);
    },
    get user() {
      return userContextOf(req);
    },
    get expectedVersion() {
      return expectedVersionOf(req);
    },
    id: (name) => Number(params[name]),
    text: (name) => String(params[name]),
    paging: ((defaults: Paging): Paging => {
      const query = req.query as { page?: number; limit?: number };
      return { page: query.page ?? defaults.page, limit: query.limit ?? defaults.limit };
    }) as Call<Id>['paging'],
  };
}

/** The success statuses a route answers with a JSON body. */
export type JsonStatus = 200 | 201 | 202;

/**
 * A route that answers what `serve` returns as JSON, with `status` (200 unless said otherwise):
 * the shape of most routes, which read the call, ask a service and answer its result.
 */
export function answer<Id extends OperationId>(
  id: Id,
  serve: (call: Call<Id>) => Promise<Answer<Id>> | Answer<Id>,
  status: JsonStatus = 200,
): OperationHandler<Id> {
  return operation(id, async (req, res) => {
    const body = await serve(callOf(req));
    res.status(status).json(body);
  });
}

interface Versioned {
  version: number;
}

/**
 * A route that writes or reads a versioned record and answers it with its version as the ETag (see
 * preconditions.ts): the record itself, or what `present` makes of it (read after the ETag is set,
 * so a failure there answers an error that still carries it, as it always has); `versionOf` reads
 * the version of an answer that wraps the record.
 */
export function answerVersioned<Id extends OperationId, Written extends Answer<Id> & Versioned>(
  id: Id,
  serve: (call: Call<Id>) => Promise<Written>,
  options?: { status?: JsonStatus },
): OperationHandler<Id>;
export function answerVersioned<Id extends OperationId, Written extends Answer<Id>>(
  id: Id,
  serve: (call: Call<Id>) => Promise<Written>,
  options: { status?: JsonStatus; versionOf: (written: Written) => number },
): OperationHandler<Id>;
export function answerVersioned<Id extends OperationId, Written extends Versioned>(
  id: Id,
  serve: (call: Call<Id>) => Promise<Written>,
  options: {
    status?: JsonStatus;
    present: (written: Written, call: Call<Id>) => Promise<Answer<Id>> | Answer<Id>;
  },
): OperationHandler<Id>;
export function answerVersioned<Id extends OperationId>(
  id: Id,
  serve: (call: Call<Id>) => Promise<unknown>,
  options: {
    status?: JsonStatus;
    versionOf?: (written: unknown) => number;
    present?: (written: unknown, call: Call<Id>) => Promise<Answer<Id>> | Answer<Id>;
  } = {},
): OperationHandler<Id> {
  const versionOf = options.versionOf ?? ((written: unknown) => (written as Versioned).version);
  return operation(id, async (req, res) => {
    const call = callOf(req);
    const written = await serve(call);
    setVersionETag(res, versionOf(written));
    const body = options.present ? await options.present(written, call) : (written as Answer<Id>);
    res.status(options.status ?? 200).json(body);
  });
}

/** A route that answers 204 without a body once `serve` has done its work (a deletion). */
export function answerNoContent<Id extends OperationId>(
  id: Id,
  serve: (call: Call<Id>) => Promise<unknown>,
): OperationHandler<Id> {
  return operation(id, async (req, res) => {
    await serve(callOf(req));
    res.status(204).end();
  });
}
