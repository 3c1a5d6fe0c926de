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
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const storyFiles = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// Requests a page story does not declare fail it (MSW answers them with a network error and says so on console.error).
const api = setupServer();
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.close());

describe.each(Object.entries(storyFiles))('%s', (_file, storyModule) => {
  it.each(Object.entries(composeStories(storyModule)))('%s', async (_name, story) => {
    expect(isCheckedStory(story)).toBe(true);
    const problems = isCheckedStory(story) ? await checkStory(story, api) : [];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
