import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/screens/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**'],
  },
});
