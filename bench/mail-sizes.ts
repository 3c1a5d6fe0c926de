/**
 * The size of every mail, rendered from the fixtures the stories show (stories/mails/mail-fixtures.ts):
 * bytes of the HTML part (Gmail clips a message whose HTML passes 102 KB: «[Сообщение обрезано]»)
 * and of the text part, as a Markdown table for docs/mails.md.
 *
 *   npm run bench:mails                              the table
 *   npm run bench:mails -- --save /tmp/mails.json    also keep the sizes, to compare a later run
 *   npm run bench:mails -- --baseline /tmp/mails.json  a table of before → after
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { mailFixtures } from '../stories/mails/mail-fixtures';

/** Where Gmail clips the HTML part. */
const gmailClipBytes = 102 * 1024;

type Sizes = Record<string, { html: number; text: number }>;

const { values: options } = parseArgs({ options: { save: { type: 'string' }, baseline: { type: 'string' } } });
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

const sizes: Sizes = Object.fromEntries(
  mailFixtures.map((fixture) => {
    const mail = fixture.render();
    return [fixture.key, { html: bytes(mail.html), text: bytes(mail.text) }];
  }),
);
if (options.save) writeFileSync(options.save, `${JSON.stringify(sizes, null, 2)}\n`);
const baseline: Sizes | undefined = options.baseline ? (JSON.parse(readFileSync(options.baseline, 'utf8')) as Sizes) : undefined;

const cell = (now: number, before: number | undefined) => (before === undefined ? `${now}` : `${before} → ${now}`);
console.log('| mail | HTML, bytes | text, bytes | HTML of Gmail’s 102 KB |');
console.log('| --- | ---: | ---: | ---: |');
for (const fixture of mailFixtures) {
  const now = sizes[fixture.key]!;
  const before = baseline?.[fixture.key];
  console.log(`| ${fixture.title} (\`${fixture.key}\`) | ${cell(now.html, before?.html)} | ${cell(now.text, before?.text)} | ${((now.html / gmailClipBytes) * 100).toFixed(1)} % |`);
}
const largest = Math.max(...Object.values(sizes).map((size) => size.html));
console.log(`\nLargest HTML part: ${largest} bytes, ${((largest / gmailClipBytes) * 100).toFixed(1)} % of the 102 KB Gmail clips at.`);
