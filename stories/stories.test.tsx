// @vitest-environment happy-dom
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import preview from './preview';
import { checkStory, isCheckedStory } from './testing/check-story';

/**
 * Every story is a test (issue 32): it renders with the project's decorators and loaders, runs its
 * `play` function, and passes when nothing threw, nothing was written to console.error and axe finds
 * no serious or critical violation (stories/testing/check-story.ts).
 *
 * By lane (tests/support/test-lane.ts, `TEST_LANE`): `npm test` renders every story and runs axe on
 * the key screens and dialogs (`keyStoryFiles`); `test:full` runs axe on every other story.
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const allStoryFiles = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** The pages and the dialogs a visitor or a client meets on the way to a paid session or product. */
const keyStoryFiles: ReadonlySet<string> = new Set([
  './pages/landing.stories.tsx',
  './pages/blog-post.stories.tsx',
  './pages/cabinet-home.stories.tsx',
  './pages/settings.stories.tsx',
  './login-forms.stories.tsx',
  './code-dialog.stories.tsx',
  './booking-dialog.stories.tsx',
  './product-purchase-dialog.stories.tsx',
  './sandbox-checkout.stories.tsx',
  './session-dialogs.stories.tsx',
  './cancel-consultation-dialog.stories.tsx',
  './gift-certificate-form.stories.tsx',
  './back-office-shell.stories.tsx',
  './homework.stories.tsx',
  './workspace-thread.stories.tsx',
  './workspace-files.stories.tsx',
  './workspace-composer.stories.tsx',
]);
const fullLane = process.env.TEST_LANE === 'full';
const storyFiles = Object.entries(allStoryFiles).filter(([file]) => !fullLane || !keyStoryFiles.has(file));
const axeOn = (file: string) => fullLane || keyStoryFiles.has(file);

// Requests a page story does not declare fail it (MSW answers them with a network error and says so on console.error).
const api = setupServer();
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.close());

describe.each(storyFiles)('%s', (file, storyModule) => {
  it.each(Object.entries(composeStories(storyModule)))('%s', async (_name, story) => {
    expect(isCheckedStory(story)).toBe(true);
    const problems = isCheckedStory(story) ? await checkStory(story, api, { axe: axeOn(file) }) : [];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
