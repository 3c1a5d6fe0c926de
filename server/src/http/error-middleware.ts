import type { Middleware, ParameterizedContext } from 'koa';
import { ReadModelsUnavailableError } from '../read-models/projection-failures';
import { JobQueueUnavailableError } from '../adapters/queue/job-queue';
import { DatabaseUnavailableError } from '../db/database';
import { DomainError, type DomainErrorKind } from '../eventstore/decider';
import { WrongExpectedRevisionError } from '../eventstore/event-store';
import { InvalidEventError } from '../eventstore/validating-store';
import { HttpError } from './errors';
import type { AppState } from './app-state';

/** Turns thrown errors into the API's error body; unexpected ones are logged and answered 500. */
export function errorMiddleware(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) return answerRefusal(ctx, error.status, error.detail, error.extra);
      if (error instanceof DomainError) return answerRefusal(ctx, domainErrorStatus[error.kind], error.message, error.details);
      if (error instanceof InvalidEventError) {
        // Input is checked before any handler runs, so this is a gap in that check: worth a look.
        ctx.state.log.error({ err: error, streamId: error.streamId, eventType: error.eventType }, 'event refused by its schema');
        ctx.status = 400;
        ctx.body = { detail: `Данные не прошли проверку и не сохранены: ${error.problems.join('; ')}.` };
        return;
      }
      if (error instanceof ReadModelsUnavailableError) {
        // The write is stored; only showing it is delayed. The runner has logged the failure itself.
        ctx.state.log.warn({ err: error }, 'read models unavailable; answered 503');
        const wait = error.reason.kind === 'lagging' ? laggingRetryAfterSeconds : retryAfterSeconds;
        return answerUnavailable(ctx, wait, readModelsUnavailableDetail[error.reason.kind]);
      }
      if (error instanceof JobQueueUnavailableError) {
        ctx.state.log.error({ err: error }, 'job queue unavailable; answered 503');
        return answerUnavailable(ctx, retryAfterSeconds, serviceUnavailableDetail);
      }
      if (error instanceof DatabaseUnavailableError) {
        ctx.state.log.error({ err: error }, 'database unavailable; answered 503');
        return answerUnavailable(ctx, retryAfterSeconds, serviceUnavailableDetail);
      }
      if (error instanceof WrongExpectedRevisionError) {
        // The command was decided again after each lost race (command-handler.ts) and lost them
        // all: the stream is being changed from several places at once. Nothing was stored.
        ctx.state.log.warn({ err: error }, 'command lost every race for its stream; answered 503');
        return answerUnavailable(ctx, raceRetryAfterSeconds, 'Эти данные сейчас меняются одновременно из нескольких мест. Попробуйте ещё раз.');
      }
      const status = statusOfForeignError(error);
      if (status !== undefined) {
        ctx.status = status;
        ctx.body = { detail: status === 413 ? 'Слишком большой запрос.' : 'Некорректный запрос.', message: String((error as Error).message) };
        return;
      }
      ctx.state.log.error({ err: error }, 'request failed');
      ctx.status = 500;
      ctx.body = { detail: 'Внутренняя ошибка сервера. Попробуйте позже.' };
    }
  };
}

/** A 503 with how long to wait before trying again, and why in Russian. */
function answerUnavailable(ctx: ParameterizedContext<AppState>, retryAfter: number, detail: string): void {
  ctx.status = 503;
  ctx.set('Retry-After', String(retryAfter));
  ctx.body = { detail };
}

const serviceUnavailableDetail = 'Сервис временно недоступен. Попробуйте ещё раз через минуту.';

/** What a 503 asks the client to wait before trying again: a fault takes a while, a lag or a lost race a moment. */
const retryAfterSeconds = 30;
const raceRetryAfterSeconds = 1;
const laggingRetryAfterSeconds = 5;

const readModelsUnavailableDetail: Record<ReadModelsUnavailableError['reason']['kind'], string> = {
  failed: 'Ваше действие сохранено, но данные сейчас не обновляются из-за сбоя на сервере. Мы уже видим ошибку; попробуйте обновить страницу позже.',
  lagging: 'Ваше действие сохранено, но данные обновляются с задержкой. Обновите страницу через несколько секунд.',
};

const domainErrorStatus: Record<DomainErrorKind, number> = { conflict: 409, invalid: 400, forbidden: 403, not_found: 404, too_many: 429, too_large: 413, unavailable: 502 };

/** A refusal's JSON body (`detail` in Russian, and any facts beside it); a 429 says when to try again. */
function answerRefusal(ctx: ParameterizedContext<AppState>, status: number, detail: string, extra: Readonly<Record<string, unknown>>): void {
  ctx.status = status;
  ctx.body = { detail, message: detail, ...extra };
  if (status === 429 && typeof extra.retry_after === 'number') ctx.set('Retry-After', String(extra.retry_after));
}

/** Body-parser and similar libraries throw errors with an HTTP status of 4xx. */
function statusOfForeignError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
