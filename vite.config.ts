import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/core/**/*.test.ts', 'test/adapters/**/*.test.ts', 'test/app/**/*.test.ts', 'test/sandbox/**/*.test.ts', 'test/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['test/ui/**/*.test.tsx', 'test/ui/**/*.test.ts'],
          setupFiles: ['test/support/ui-setup.ts'],
        },
      },
    ],
  },
});
