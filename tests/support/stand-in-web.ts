import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The inline script of the stand-in renderer's pages, as Joy's colour-scheme script is of the real ones. */
export const standInInlineScript = "document.documentElement.dataset.scheme = 'light';";

/**
 * A stand-in for the web app's server renderer: one inline script, a shared stylesheet and one of
 * the page's own; `/missing` is a 404. Lets a suite ask for pages without building the web app.
 */
const serverEntry = (options: StandInOptions) => `
const inlineScript = ${JSON.stringify(standInInlineScript)};
const showsTestimonials = ${JSON.stringify(options.landingTestimonials === true)};
/** The landing's published testimonials, as the real landing shows them (its «Отзывы»). */
const testimonialsOf = async (url, apiOrigin) => {
  if (!showsTestimonials || new URL(url, 'http://site').pathname !== '/') return [];
  const answer = await fetch(apiOrigin + '/api/testimonials/');
  return (await answer.json()).map((testimonial) => testimonial.text);
};
export const serverEntry = {
  async preparePage({ url, apiOrigin }) {
    const testimonials = await testimonialsOf(url, apiOrigin);
    return {
      kind: 'page',
      dataKey: url + JSON.stringify(testimonials),
      stateScript: '<script type="application/json" id="ssr-state">{}</script>',
      render: async () => ({
        status: url === '/missing' ? 404 : 200,
        head: '<title>Страница</title><script>' + inlineScript + '</script>',
        html: '<main class="css-page">' + 'Текст страницы. '.repeat(2000) + testimonials.map((text) => '<blockquote>' + text + '</blockquote>').join('') + '</main>',
        stylesheets: [':root{--shared:1}', '.css-page{color:' + (url === '/' ? 'red' : 'blue') + '}'],
      }),
    };
  },
  inlineScripts: [inlineScript],
};
`;

export type StandInOptions = {
  /** The landing shows the published testimonials (fetched from the app as the real one does), escaped by nothing: test texts only. */
  landingTestimonials?: boolean;
};

/** Writes the stand-in web app into `folder` and returns its web root (`startTestApp`'s `webRoot`). */
export async function writeStandInWeb(folder: string, options: StandInOptions = {}): Promise<string> {
  await mkdir(path.join(folder, 'dist'));
  await mkdir(path.join(folder, 'dist-ssr'));
  await writeFile(path.join(folder, 'dist', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>');
  await writeFile(path.join(folder, 'dist-ssr', 'entry-server.js'), serverEntry(options));
  return path.join(folder, 'dist');
}
