/**
 * A screen is loaded, checked and planned once per descriptor source and language, and a failed load
 * is not kept.
 */
import { describe, expect, it } from 'vitest';
import { actionRegistry } from '../../generated/actions';
import { appLanguage } from '../../../tests/language';
import { validators } from '../../generated/validator-set';
import { widgets } from '../../generated/widgets';
import { fileLayouts } from '../../generated/file-layouts';
import type { DescriptorSource } from '../load/loader';
import { preparedBefore, prepareScreen } from './prepared-screens';

const hello = { id: 'hello', title: 'Hello', body: [{ type: 'text', text: 'Hi {{ state.name }}' }] };

function source(answer: () => unknown = () => hello) {
  const asked: string[] = [];
  const from: DescriptorSource = {
    bundledScreen: async (id) => {
      asked.push(id);
      return answer();
    },
    bundledFragment: async () => undefined,
    appVersion: '1.0.0',
  };
  const options = {
    validators,
    widgets,
    actions: actionRegistry,
    copyLayouts: fileLayouts,
    language: appLanguage(),
    source: from,
    reporter: { warn: () => undefined },
  };
  return { options, asked };
}

describe('prepared screens', () => {
  it('loads, checks and plans a screen once, and keeps it with its plans for its source', async () => {
    const { options, asked } = source();
    expect(preparedBefore('hello', options)).toBeUndefined();
    const screen = await prepareScreen('hello', options);
    expect(screen.loaded.screen.title).toBe('Hello');
    expect(screen.loaded.widgetTypes).toEqual(new Set(['text']));
    expect(screen.planner.plan(screen.loaded.screen.body[0]!).storeReads).toEqual([['state', 'name']]);
    expect(preparedBefore('hello', options)).toBe(screen);
    expect(asked).toEqual(['hello']);
  });

  it('keeps the screens each source prepared apart from the other sources', async () => {
    const first = source();
    const second = source(() => ({ ...hello, title: 'Another' }));
    await prepareScreen('hello', first.options);
    expect(preparedBefore('hello', second.options)).toBeUndefined();
    expect((await prepareScreen('hello', second.options)).loaded.screen.title).toBe('Another');
    expect(preparedBefore('hello', first.options)?.loaded.screen.title).toBe('Hello');
  });

  it('prepares a screen again for another language, its bindings planned with its filters', async () => {
    const { options, asked } = source();
    const first = await prepareScreen('hello', options);
    const other = { ...options, language: appLanguage() };
    expect(preparedBefore('hello', other)).toBeUndefined();
    const again = await prepareScreen('hello', other);
    expect(again).not.toBe(first);
    expect(preparedBefore('hello', options)).toBe(first);
    expect(asked).toEqual(['hello', 'hello']);
  });

  it('keeps nothing of a screen that failed to load, so that the next try loads it again', async () => {
    let offline = true;
    const { options, asked } = source(() => {
      if (offline) throw new Error('the descriptor did not load');
      return hello;
    });
    await expect(prepareScreen('hello', options)).rejects.toThrow();
    expect(preparedBefore('hello', options)).toBeUndefined();
    offline = false;
    expect((await prepareScreen('hello', options)).loaded.screen.title).toBe('Hello');
    expect(asked).toEqual(['hello', 'hello']);
  });
});
