import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.1 levels A and AA, the bar the product promises. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

const blocking: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

type AxeGlobal = { axe: { run: (context: Element, options: RunOptions) => Promise<AxeResults> } };

/** Runs axe-core on the page as it is now, or only inside `scope` (injected once per document). */
export async function runAxe(page: Page, scope: Locator = page.locator('html')): Promise<AxeResults> {
  // Evaluated through the DevTools protocol: an injected <script> tag would be refused by the
  // site's Content-Security-Policy, as it should be.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await readFile(axeScript, 'utf8'));
  const options: RunOptions = { runOnly: { type: 'tag', values: [...wcagTags] }, resultTypes: ['violations'] };
  return scope.evaluate((element, runOptions) => (window as unknown as AxeGlobal).axe.run(element, runOptions), options);
}

/** Violations with a serious or critical impact: the ones that fail the check. */
export function seriousViolations(results: AxeResults): Result[] {
  return results.violations.filter((violation) => violation.impact !== undefined && violation.impact !== null && blocking.has(violation.impact));
}

/** One readable block per violation: rule id, impact, every failing element and why it fails. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails with the list of serious and critical violations, naming the screen or dialog in `context`. */
export async function expectNoSeriousViolations(page: Page, context: string, scope?: Locator): Promise<void> {
  const violations = seriousViolations(await runAxe(page, scope));
  if (violations.length > 0) throw new Error(`axe-core: ${violations.length} serious or critical violation(s) on ${context}\n${describeViolations(violations)}`);
}
