// @vitest-environment happy-dom
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import preview from '../preview';
import * as broken from './broken.broken-stories';
import { checkStory } from './check-story';

/** The story test fails a broken story: the same check as stories/stories.test.tsx, on stories made to fail. */
setProjectAnnotations(preview);
const { Throws, ButtonWithoutName, ImageWithoutAlt, DuplicateKeys, PlayFails, Fine } = composeStories(broken);

const api = setupServer();
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.close());

describe('checkStory', () => {
  it('fails a story that throws while rendering', async () => {
    expect(await checkStory(Throws, api)).toEqual([expect.stringMatching(/^threw: .*the component failed to render/)]);
  });

  it('fails a serious axe violation: a button without an accessible name', async () => {
    expect(await checkStory(ButtonWithoutName, api)).toEqual([expect.stringMatching(/^axe critical «button-name»/)]);
  });

  it('fails a serious axe violation: an image without alt', async () => {
    expect(await checkStory(ImageWithoutAlt, api)).toEqual([expect.stringMatching(/^axe critical «image-alt»/)]);
  });

  it('fails a React warning on console.error', async () => {
    expect(await checkStory(DuplicateKeys, api)).toEqual([expect.stringMatching(/^console\.error: Encountered two children with the same key/)]);
  });

  it('fails a play function that fails', async () => {
    expect(await checkStory(PlayFails, api)).toEqual([expect.stringMatching(/^threw: .*no «Отменить» button/)]);
  });

  it('passes the same component when nothing is wrong', async () => {
    expect(await checkStory(Fine, api)).toEqual([]);
  });
});
