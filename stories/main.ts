import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./**/*.stories.@(ts|tsx)'],
  // The accessibility panel: axe on the story shown (the same rules npm test runs, stories/testing/check-story.ts).
  addons: ['@storybook/addon-a11y'],
  // The MSW service worker that answers page stories' API requests (stories/mock-api.ts).
  staticDirs: ['./public'],
  framework: {
    name: '@storybook/react-vite',
    // The app's Vite settings (React plugin); paths are relative to the repository root.
    options: { builder: { viteConfigPath: 'web/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
