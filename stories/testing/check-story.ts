import { act, cleanup } from '@testing-library/react';
import axe, { type ImpactValue, type Result, type RuleObject } from 'axe-core';
import type { RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';
import type { MockApiParameters } from '../mock-api';

/** What the check needs of a composed story (`composeStories` from `@storybook/react-vite`). */
export type CheckedStory = {
  id: string;
  parameters: { a11y?: A11yParameters } & MockApiParameters;
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
};

/** A composed story (what `composeStories` gives for each export of a module it cannot type). */
export function isCheckedStory(value: unknown): value is CheckedStory {
  return typeof value === 'function' && 'run' in value && typeof value.run === 'function' && 'parameters' in value;
}

/** The part of the a11y addon's parameters the check honours, so a story answers to both alike. */
type A11yParameters = { disable?: boolean; test?: 'off' | 'todo' | 'error'; config?: { rules?: { id: string; enabled: boolean }[] } };

/** Failing impacts: what a screen-reader or keyboard user cannot get past. */
const failingImpacts: ReadonlySet<ImpactValue> = new Set(['serious', 'critical']);

/**
 * Rules happy-dom cannot answer (it has no layout and no rendering), off in the story test only; the
 * a11y panel in Storybook and the end-to-end accessibility suites (real Chromium) still run them:
 * - `color-contrast`, `color-contrast-enhanced`, `link-in-text-block`: need computed colours of
 *   painted pixels and the text's backgrounds;
 * - `target-size`, `scrollable-region-focusable`: need element boxes and overflow;
 * - `region`: a story shows a part of a page, not the page's landmarks (the addon turns it off too).
 */
export const rulesOffInHappyDom: readonly string[] = [
  'color-contrast',
  'color-contrast-enhanced',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
  'region',
];

const axeRules = (parameters: A11yParameters | undefined): RuleObject =>
  Object.fromEntries([
    ...rulesOffInHappyDom.map((id) => [id, { enabled: false }] as const),
    ...(parameters?.config?.rules ?? []).map(({ id, enabled }) => [id, { enabled }] as const),
  ]);

const describeViolation = (violation: Result): string =>
  `axe ${violation.impact ?? ''} «${violation.id}»: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`;

/** Serious or critical axe violations in the document (dialogs and menus are portalled to its body). */
export async function seriousViolations(root: Element, parameters?: A11yParameters): Promise<string[]> {
  if (parameters?.disable || parameters?.test === 'off') return [];
  // Frames are left out: happy-dom cannot post axe's messages into them (the mail previews' iframes).
  const result = await axe.run(root, { rules: axeRules(parameters), resultTypes: ['violations'], iframes: false });
  return result.violations.filter((violation) => violation.impact && failingImpacts.has(violation.impact)).map(describeViolation);
}

/**
 * Library warnings on console.error that name no problem of the product; any other console.error fails:
 * - emotion's «:first-child is potentially unsafe when doing server-side rendering»: the server
 *   extracts every style into the head (entry-server.tsx, extractCriticalToChunks), so no style tag
 *   sits among the elements such a selector counts;
 * - Joy's «A FormControl can contain only one control component»: a question with several answers
 *   (components/questionnaire/answer-field.tsx) is one FormControl around its checkbox group, each box with its own id.
 */
const harmlessConsoleErrors: readonly RegExp[] = [/^The pseudo class ":first-child" is potentially unsafe/, /^Joy: A FormControl can contain only one control component/];

const text = (values: unknown[]): string => values.map((value) => (value instanceof Error ? value.message : String(value))).join(' ');

/**
 * Renders one story as Storybook does (loaders, decorators, its `play` function), with the API it
 * declares answered by `api`, and names every problem: an error thrown while rendering or playing,
 * anything written to console.error (React's warnings, an unanswered request) and, unless `axe` is
 * false, each serious axe violation. An empty list is a story that passes.
 */
export async function checkStory(story: CheckedStory, api: SetupServer, options: { axe: boolean } = { axe: true }): Promise<string[]> {
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...values: unknown[]) => {
    const message = text(values);
    if (!harmlessConsoleErrors.some((harmless) => harmless.test(message))) problems.push(`console.error: ${message}`);
  });
  const handlers: RequestHandler[] = story.parameters.msw?.handlers ?? [];
  api.use(...handlers);
  const canvasElement = document.body.appendChild(document.createElement('div'));
  try {
    await story.run({ canvasElement });
    // Effects and answers that settle right after the first render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    if (options.axe) problems.push(...(await seriousViolations(document.body, story.parameters.a11y)));
  } catch (error) {
    problems.push(`threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    consoleError.mockRestore();
    cleanup();
    canvasElement.remove();
    api.resetHandlers();
  }
  return problems;
}
