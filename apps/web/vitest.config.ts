import { defineProject } from 'vitest/config';

// Pure logic of the web app (no DOM): the screens are covered by the browser tests.
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.ts', 'vite.config.test.ts'] },
});
