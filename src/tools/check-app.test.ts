import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validators } from '../generated/validator-set';
import { checkAppText } from './check-app';

const appText = readFileSync(join(import.meta.dirname, '../../screen-configs/app.json'), 'utf8');
const withPrimary = (colour: string) => appText.replace(/"primary": "[^"]*"/, `"primary": "${colour}"`);
const primaryLine = appText.split('\n').findIndex((l) => l.includes('"primary"')) + 1;

describe('checkAppText', () => {
  it('gives the edited theme of an app.json that passes its schema', () => {
    const checked = checkAppText(withPrimary('#0b6b3a'), validators);
    expect(checked.problems).toEqual([]);
    expect(checked.theme?.primary).toBe('#0b6b3a');
  });

  it('gives no theme for a colour that is not #rrggbb, and names its path and line', () => {
    const checked = checkAppText(withPrimary('#0b6b3'), validators);
    expect(checked.theme).toBeNull();
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems[0]).toMatchObject({ path: '/theme/primary', line: primaryLine });
    expect(checked.problems[0]!.message).toContain('#0b6b3');
  });

  it('gives no theme when another part of app.json fails the schema or the text is not JSON', () => {
    const unknown = checkAppText(
      appText.replace('"theme": {', '"theme": {\n    "accent": "#000000",'),
      validators,
    );
    expect(unknown.theme).toBeNull();
    expect(unknown.problems[0]).toMatchObject({ path: '/theme/accent', line: primaryLine });
    const broken = checkAppText(appText.replace('"theme": {', '"theme": {{'), validators);
    expect(broken.theme).toBeNull();
    expect(broken.problems[0]!.message).toMatch(/^The file is not valid JSON at line \d+, column \d+: /);
  });
});
