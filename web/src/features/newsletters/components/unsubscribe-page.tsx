import { ApiError } from '../../../lib/api-error';
import { PageMeta } from '../../../lib/page-meta';
import { useUnsubscribeByLink } from '../api/unsubscribe-by-link';
import { mailingWords, type UnsubscribeMailing, type UnsubscribeOutcome, UnsubscribeResult } from './unsubscribe-result';

function outcomeOf(uuid: string, query: ReturnType<typeof useUnsubscribeByLink>, mailing: UnsubscribeMailing): UnsubscribeOutcome {
  if (!uuid) return { kind: 'missing' };
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return { kind: 'invalid' };
  if (query.isError) return { kind: 'failed' };
  if (!query.data) return { kind: 'pending' };
  // 200 answers both a fresh unsubscribe and an already used link; the server's message tells which.
  if (query.data.result === false) return { kind: 'failed', message: query.data.message };
  return { kind: 'done', message: query.data.message ?? mailingWords[mailing].unsubscribed };
}

/**
 * Whether the link comes from a letter of the welcome series: its token names `welcome:` and the
 * person (server/src/modules/welcome-series/unsubscribe.ts), so leaving the series keeps the newsletters.
 */
export function isWelcomeSeriesLink(uuid: string): boolean {
  const encoded = uuid.split('.')[0] ?? '';
  try {
    return atob(encoded.replace(/-/g, '+').replace(/_/g, '/')).startsWith('welcome:');
  } catch {
    return false;
  }
}

/**
 * The link from a newsletter or a welcome-series letter: unsubscribes on arrival and says so, naming
 * what ends; a welcome-series link ends that series only and also offers «от всех рассылок».
 */
export function UnsubscribePage({ uuid, all = false }: { uuid: string; all?: boolean }) {
  const query = useUnsubscribeByLink(uuid, all);
  const seriesOnly = !all && isWelcomeSeriesLink(uuid);
  const mailing: UnsubscribeMailing = seriesOnly ? 'welcome-series' : 'newsletters';
  const allHref = seriesOnly ? `/user-unsubscribe?uuid=${encodeURIComponent(uuid)}&all=true` : undefined;
  return (
    <>
      <PageMeta title={mailingWords[mailing].title} />
      <UnsubscribeResult outcome={outcomeOf(uuid, query, mailing)} onRetry={() => void query.refetch()} mailing={mailing} unsubscribeAllHref={allHref} />
    </>
  );
}
