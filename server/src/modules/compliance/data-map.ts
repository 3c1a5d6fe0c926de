import type { Processor } from './processors';

export type DataMapRow = { processor: Processor; flag: string | null };

/**
 * Each processor with what to check: a country to state, or a transfer abroad without the
 * cross-border notice (filed before the data goes abroad, since 1 Mar 2023).
 */
export function dataMapRows(processors: readonly Processor[], crossBorderNoticeFiledOn: string | null): DataMapRow[] {
  return processors.map((processor) => {
    if (processor.crossBorder === 'unknown') return { processor, flag: 'Страна не указана: проверьте, где находится сервер, и укажите страну' };
    if (processor.crossBorder === 'yes' && crossBorderNoticeFiledOn === null) {
      return { processor, flag: 'Передача за границу: нужно уведомление Роскомнадзора о трансграничной передаче до её начала' };
    }
    return { processor, flag: null };
  });
}

/** Script hosts of Russian services (the YooKassa widget); any other outside host on a page is foreign. */
const russianScriptHosts = ['yookassa.ru', 'yoomoney.ru'];

/** The script-src sources of a Content-Security-Policy. */
export const scriptSourcesOf = (policy: string): string[] =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];

/** The outside script sources that are not Russian services (keywords and hashes are the site's own). */
export const foreignScriptSources = (sources: readonly string[]): string[] =>
  sources.filter((source) => {
    if (source.startsWith("'")) return false;
    const host = URL.canParse(source) ? new URL(source).hostname : source;
    return !russianScriptHosts.some((russian) => host === russian || host.endsWith(`.${russian}`));
  });
