import { createHash } from 'node:crypto';
import { escapeHtml } from '../../shared/escape-html';
import { paths } from '../../shared/site-paths';

// The site's pale blue and text colours (web/src/app/theme.ts); the page is outside the web app.
const style = `body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f3f8fd;color:#1f2a37}
main{max-width:560px;margin:12vh auto;padding:32px 24px;background:#fff;border:1px solid #d6e4f3;border-radius:12px}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 12px}
p{margin:0 0 20px}
.actions{display:flex;flex-wrap:wrap;gap:16px;align-items:center}
.button{display:inline-block;padding:10px 20px;border-radius:8px;background:#2f6fa8;color:#fff;text-decoration:none;font-weight:600}
.button:focus-visible,.quiet:focus-visible{outline:3px solid #7fb3e6;outline-offset:2px}
.quiet{color:#2f6fa8}`;

/**
 * The API's answers allow nothing (`default-src 'none'`); this page needs its own style, and the
 * style only, named by its hash, so no other style or script could run in it.
 */
export const confirmationPagePolicy = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** What a link ends: the newsletters, or only the welcome series whose letter carried it. */
export type UnsubscribeMailing = 'newsletters' | 'welcome-series';

/** The page's question and what follows the answer, for each mailing. */
const wordings: Record<UnsubscribeMailing, { question: string; consequence: (coach: string) => string }> = {
  newsletters: {
    question: 'Отписаться от рассылки?',
    consequence: (coach) => `После отписки письма рассылки коуча ${coach} перестанут приходить. Коды для входа, чеки и напоминания о сессиях по-прежнему будут приходить.`,
  },
  'welcome-series': {
    question: 'Отписаться от этой серии писем?',
    consequence: (coach) =>
      `После отписки перестанут приходить только письма этой серии от коуча ${coach}. Другие рассылки, коды для входа, чеки и напоминания о сессиях будут приходить, как прежде.`,
  },
};

/**
 * What a browser shows for the `List-Unsubscribe` address of a newsletter or a welcome-series letter
 * (mail clients without RFC 8058 one-click open it there), naming what the link ends. Opening it
 * changes nothing: the button leads to the unsubscribe page of the link in the mail (spec 2.1,
 * `/user-unsubscribe`), which unsubscribes.
 */
export function unsubscribeConfirmationPage(input: { uuid: string; coachNameGenitive: string; mailing: UnsubscribeMailing }): string {
  const unsubscribeUrl = `${paths.unsubscribe}?uuid=${encodeURIComponent(input.uuid)}`;
  const wording = wordings[input.mailing];
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${wording.question}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${wording.question}</h1>
<p>${wording.consequence(escapeHtml(input.coachNameGenitive))}</p>
<div class="actions">
<a class="button" href="${escapeHtml(unsubscribeUrl)}">Отписаться</a>
<a class="quiet" href="${paths.landing}">На главную</a>
</div>
</main>
</body>
</html>
`;
}
