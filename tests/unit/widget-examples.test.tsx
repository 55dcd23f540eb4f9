/**
 * Every widget's documented examples render inside a screen without crashing or being reported,
 * so the reference an operator copies from always works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { renderBody, screenDrawn } from '../screens/render-screen';

const widgetSchemas = import.meta.glob<{ schema: { examples?: unknown[] } }>(
  '../../src/widgets/*/schema.ts',
  {
    eager: true,
  },
);
const typeOf = (file: string) => file.split('/').at(-2)!;

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('widget examples render', () => {
  for (const [file, mod] of Object.entries(widgetSchemas)) {
    it(`'${typeOf(file)}' examples render without a crash or a report`, async () => {
      const view = renderBody(mod.schema.examples ?? []);
      await screenDrawn(view.container, 'widget-test');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(view.warnings).toEqual([]);
      expect(view.container.textContent).not.toMatch(/undefined|NaN/);
      view.unmount();
    });
  }
});
