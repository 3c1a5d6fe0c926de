import type { ParameterizedContext } from 'koa';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { operations as OpenApiOperations } from '../generated/openapi';
import type { operations, OperationId } from '../generated/operations';
import type { AppState, SessionUser } from './app-state';

type Operations = typeof operations;
type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/**
 * JSON answers are objects; a calendar (`text/calendar`) or a table (`text/csv`) is its text; a
 * backup archive (`application/x-tar`) is a stream read from disk as it is sent, never held whole in
 * memory; any other declared media type (a file download, a picture) is a Buffer the handler fills,
 * its type set from the file.
 */
type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : Response extends { content: { 'text/calendar': unknown } }
    ? string
    : Response extends { content: { 'text/csv': unknown } }
      ? string
      : Response extends { content: { 'application/x-tar': unknown } }
        ? Readable
        : Response extends { content: Record<string, unknown> }
          ? Buffer
          : never;
type SuccessStatus = 200 | 201 | 202;

/** The JSON body of an operation's success response, as openapi.yaml declares it. */
export type SuccessBody<Id extends OperationId> = JsonContent<
  OpenApiOperations[Id]['responses'][Extract<keyof OpenApiOperations[Id]['responses'], SuccessStatus>]
>;

export type HandlerInput<Id extends OperationId> = {
  query: Parsed<Operations[Id]['query']>;
  params: Parsed<Operations[Id]['params']>;
  body: Parsed<Operations[Id]['body']>;
  /** Present whenever the operation requires a session; maybe present when it is optional. */
  user: Operations[Id]['access'] extends 'required' ? SessionUser : SessionUser | undefined;
  ctx: ParameterizedContext<AppState>;
};

export type Handler<Id extends OperationId> = (input: HandlerInput<Id>) => Promise<SuccessBody<Id>>;

/** One handler per operationId: the typecheck fails when an operation of the contract has none. */
export type HandlerMap = { [Id in OperationId]: Handler<Id> };

/** A module's share of the map. */
export type HandlerGroup<Ids extends OperationId> = { [Id in Ids]: Handler<Id> };
