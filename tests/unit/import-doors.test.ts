/**
 * The doors the linter keeps: an action reaches the engine only through src/engine/action-api, as a
 * widget does only through src/engine/widget-api. Each case plants an import in a real file's place
 * and lints it with the project's own ESLint configuration.
 */
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import problems ESLint finds in `code` written at `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const planted = 1;\n`, {
    filePath: resolve(root, file),
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the action door', () => {
  it.each([
    ['a deep engine module', "import { readPath } from '../../engine/language/expressions';"],
    ['the session', "import type { ActionContext } from '../../engine/session/action-context';"],
    ['the widget door', "import { useField } from '../../engine/widget-api';"],
    ['the store', "import { selectForm } from '../../store';"],
    ['the API', "import { sessionForUrl } from '../../api/session';"],
    ['the app', "import { appSettings } from '../../app/configs';"],
    ['another action', "import navigate from '../navigate/navigate';"],
    ['a generated registry', "import { actionRegistry } from '../../generated/actions';"],
  ])('refuses %s in an action', async (_what, code) => {
    expect(await importProblems('src/actions/open-url/open-url.ts', code)).toEqual([
      expect.stringMatching(/action API|another action/),
    ]);
  });

  it('lets an action import the action API, the descriptor format and its own folder', async () => {
    const code = [
      "import { readPath, type ActionContext } from '../../engine/action-api';",
      "import type { Static } from '../../schema/base';",
      "import type { schema } from './schema';",
    ].join('\n');
    expect(await importProblems('src/actions/open-url/open-url.ts', code)).toEqual([]);
  });

  it("refuses a deep engine import in a file inside an action's own subfolder too", async () => {
    const code = "import { readPath } from '../../../engine/language/expressions';";
    expect(await importProblems('src/actions/call/parts/intent.ts', code)).toEqual([
      expect.stringContaining('action API'),
    ]);
  });
});

describe('the widget door', () => {
  it.each([
    ['the store', "import { selectForm } from '../../store';"],
    ['a deep engine module', "import { asText } from '../../engine/language/expressions';"],
    ['the action door', "import { readPath } from '../../engine/action-api';"],
  ])('refuses %s in a widget', async (_what, code) => {
    expect(await importProblems('src/widgets/text/text.tsx', code)).toEqual([
      expect.stringContaining('widget API'),
    ]);
  });

  it('lets a widget import the widget API and the shared field styles', async () => {
    expect(
      await importProblems(
        'src/widgets/text-input/text-input.tsx',
        "import '../../engine/widget-field.css';",
      ),
    ).toEqual([]);
    expect(
      await importProblems('src/widgets/text/text.tsx', "import { asText } from '../../engine/widget-api';"),
    ).toEqual([]);
  });
});
