import { lookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BusyFeedError } from './busy-feed-error';
import { feedAddressProblem, isPublicAddress, type FeedAddressRule } from './feed-address';

/** What the calendar's server said last time, sent back so an unchanged calendar answers 304 (RFC 9110 13.1). */
export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedAnswer = { kind: 'not-modified' } | { kind: 'changed'; body: string; validators: FeedValidators };

export type FeedFetchLimits = {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The largest calendar file read. */
  maxBytes: number;
};

/** Ten seconds and five megabytes: a year of a busy calendar is a few hundred kilobytes. */
export const defaultFeedFetchLimits: FeedFetchLimits = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 };

const maxRedirects = 3;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} МБ` : `${Math.round(bytes / 1024)} КБ`);

/** A DNS lookup that refuses a name resolving to an address outside the public internet (unless the rule allows local ones). */
function guardedLookup(rule: FeedAddressRule): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 4);
        return;
      }
      const usable = rule.allowLocal ? addresses : addresses.filter((address) => isPublicAddress(address.address));
      const first = usable[0];
      if (!first || usable.length !== addresses.length) {
        callback(new BusyFeedError('ссылка ведёт во внутреннюю сеть, а не в интернет'), '', 4);
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** One GET, no redirects followed: the answer's head, and its body only when it is a 200 within the size limit. */
function getOnce(address: URL, validators: FeedValidators, rule: FeedAddressRule, limits: FeedFetchLimits, signal: AbortSignal) {
  return new Promise<{ status: number; location: string | null; body: string; validators: FeedValidators }>((resolve, reject) => {
    const client = address.protocol === 'https:' ? https : http;
    const request = client.get(
      address,
      {
        signal,
        lookup: guardedLookup(rule),
        headers: {
          accept: 'text/calendar, */*;q=0.5',
          'accept-encoding': 'identity',
          'user-agent': 'coach-practice-busy-calendar/1',
          ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
          ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
        },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const head = {
          status,
          location: headerText(response.headers.location),
          validators: { etag: headerText(response.headers.etag), lastModified: headerText(response.headers['last-modified']) },
        };
        if (status !== 200) {
          response.resume();
          resolve({ ...head, body: '' });
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) {
          response.destroy();
          reject(new BusyFeedError(`файл календаря больше ${sizeText(limits.maxBytes)}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(new BusyFeedError(`файл календаря больше ${sizeText(limits.maxBytes)}`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ ...head, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** A failure of the connection in the coach's words; the original stays as the cause, for the log. */
function connectionProblem(error: unknown, signal: AbortSignal): BusyFeedError {
  if (error instanceof BusyFeedError) return error;
  if (signal.aborted) return new BusyFeedError('календарь не ответил вовремя', { cause: error });
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new BusyFeedError('сервер календаря не найден', { cause: error });
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) return new BusyFeedError('у сервера календаря недействительный сертификат', { cause: error });
  return new BusyFeedError('не удалось соединиться с сервером календаря', { cause: error });
}

/**
 * Fetches the calendar, conditionally when validators are known: 304 is «not modified»; a redirect
 * is followed (at most three, each checked by the same address rule); any other status, a timeout,
 * an oversized body or a refused address throws `BusyFeedError`.
 */
export async function fetchFeed(address: string, validators: FeedValidators, rule: FeedAddressRule, limits: FeedFetchLimits = defaultFeedFetchLimits): Promise<FeedAnswer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = new URL(address);
  for (let redirects = 0; ; redirects += 1) {
    const problem = feedAddressProblem(current, rule);
    if (problem) throw new BusyFeedError(problem);
    let answer;
    try {
      answer = await getOnce(current, validators, rule, limits, signal);
    } catch (error) {
      throw connectionProblem(error, signal);
    }
    if (answer.status === 304) return { kind: 'not-modified' };
    if (answer.status === 200) return { kind: 'changed', body: answer.body, validators: answer.validators };
    if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
      if (redirects >= maxRedirects) throw new BusyFeedError('слишком много перенаправлений');
      current = new URL(answer.location, current);
      continue;
    }
    if (answer.status === 401 || answer.status === 403) throw new BusyFeedError(`календарь закрыт для чтения по ссылке (ответ ${answer.status}): возьмите секретный адрес заново`);
    if (answer.status === 404 || answer.status === 410) throw new BusyFeedError(`календаря по этой ссылке нет (ответ ${answer.status})`);
    throw new BusyFeedError(`сервер календаря ответил ошибкой ${answer.status}`);
  }
}
