import { defineConfig } from 'vitest/config';

// Unit tests of the web app (pure modules; Node environment). The root config leaves web/ out.
export default defineConfig({
  test: {
    root: decodeURIComponent(new URL('.', import.meta.url).pathname),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
