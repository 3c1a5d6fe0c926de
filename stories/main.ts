import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./**/*.stories.@(ts|tsx)'],
  framework: {
    name: '@storybook/react-vite',
    // The app's Vite settings (React plugin); paths are relative to the repository root.
    options: { builder: { viteConfigPath: 'web/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
