import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createBackend } from './backend';
import { applyScenario, isScenario, listScenarios } from './scenarios';
import { createWorld } from './world';

const REQUIRED = [
  'default',
  'bank-error',
  'bank-init-error',
  'bank-empty',
  'network-down',
  'slow',
  'order-21',
  'order-110',
  'order-151',
  'order-170',
  'order-174',
  'order-174-delay',
  'order-180',
  'order-180-delay',
  'order-200',
  'order-playedul',
  'order-kind-tips',
  'order-score',
  'order-card-pop',
  'confirm-popups',
  'confirm-new-popups',
  'repay-no-sms',
  'repay-confirm-wrong-code',
  'repay-confirm-twice',
  'sms-captcha-wrong',
  'sms-registered',
  'sms-error',
  'register-registered',
  'register-captcha-wrong',
  'register-error',
];

describe('scenarios', () => {
  it('lists every scenario with a one-line description', () => {
    const list = listScenarios();
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(REQUIRED));
    for (const { name, description } of list) {
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(description.length, name).toBeGreaterThan(10);
      expect(description).not.toContain('\n');
    }
  });

  it.each(listScenarios().map((s) => s.name))(
    '%s seeds a backend whose state survives a snapshot',
    (name) => {
      const backend = createBackend(name);
      expect(backend.scenario).toBe(name);
      const copy = createBackend();
      expect(copy.restore(backend.snapshot())).toBe(true);
      expect(copy.state).toEqual(backend.state);
    },
  );

  it('every scenario but default (and order-174-delay, the default order made explicit) changes the world', () => {
    const world = createWorld();
    applyScenario(world, 'default');
    expect(world).toEqual(createWorld());
    const same = ['default', 'order-174-delay'];
    for (const { name } of listScenarios().filter((s) => !same.includes(s.name))) {
      const changed = createWorld();
      applyScenario(changed, name);
      expect(changed, name).not.toEqual(createWorld());
    }
  });

  it('knows comma lists and refuses unknown names', () => {
    expect(isScenario('slow,order-200')).toBe(true);
    expect(isScenario('slow,nope')).toBe(false);
    expect(isScenario('toString')).toBe(false);
    expect(() => applyScenario(createWorld(), 'constructor')).toThrow(/unknown mock scenario/);
  });
});

describe('mocks/README.md', () => {
  it('names every scenario', () => {
    const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'README.md'), 'utf8');
    for (const { name } of listScenarios()) expect(readme, name).toContain(`| \`${name}\` |`);
  });
});
