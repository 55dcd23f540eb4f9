/**
 * What an operator meets when the Filipino copy falls behind the English, on a copy of the project:
 * `npm run validate` names a stale translation at the changed label's file and line; the production
 * build refuses a language with a string missing; marked partial in app.json, the same language
 * builds, and a phone shows that one string in English and the rest in Filipino.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve/serve';
import { launchChromium, phoneViewport, rootDir } from './harness';

/** What the build needs of the project: sources, configs, schemas, the page, the scripts it runs. */
const COPIED = [
  'src',
  'mocks',
  'scripts',
  'screen-configs',
  'schemas',
  'public',
  'index.html',
  'preview.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

let project = '';
const configs = () => join(project, 'screen-configs');

/**
 * The environment of a command run from a shell: without what the test runner adds (its NODE_ENV=test,
 * MODE, DEV, PROD, SSR, BASE_URL), which would make the copy's build a development one.
 */
function shellEnv(): NodeJS.ProcessEnv {
  const added = /^(NODE_ENV|TEST|MODE|DEV|PROD|SSR|BASE_URL|DIST_DIR|VITEST.*)$/;
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !added.test(key)));
}

function run(script: string, ...args: string[]) {
  const tsx = join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return spawnSync(process.execPath, [tsx, script, ...args], {
    cwd: project,
    encoding: 'utf8',
    env: shellEnv(),
  });
}

/** `npm run bundle` in the copy: Vite's production build (with its config check), then the route pages. */
function build() {
  const vite = spawnSync(
    process.execPath,
    [join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    { cwd: project, encoding: 'utf8', env: shellEnv() },
  );
  if (vite.status !== 0) return vite;
  return run('scripts/build/route-pages.ts');
}

function editJson(file: string, change: (value: Record<string, any>) => void) {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  change(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The 1-based line of the first line of `file` holding `text`. */
const lineOf = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

const SEND_CODE = '/body/2/children/2/children/1/text';
const HEADLINE = '/body/1/children/0/text';

describe('an operator and the Filipino copy', () => {
  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'translations-build-'));
    for (const name of COPIED) cpSync(join(rootDir, name), join(project, name), { recursive: true });
    symlinkSync(join(rootDir, 'node_modules'), join(project, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it("a changed English label: validate names its stale Filipino at the label's file and line", () => {
    const register = join(configs(), 'register.json');
    editJson(register, (screen) => {
      expect(screen.body[2].children[2].children[1].text).toBe('Send code');
      screen.body[2].children[2].children[1].text = 'Get a code';
    });
    const validate = run('scripts/descriptors/validate.ts');
    expect(validate.status).toBe(1);
    expect(validate.stdout).toContain(
      `screen-configs/register.json:${lineOf(register, '"Get a code"')}: fil: stale translation: ` +
        `screen-configs/languages/fil/register.json "${SEND_CODE}" translates "Send code", the English is now "Get a code"`,
    );
    expect(validate.stdout).toContain(`set "en" to the new English — at ${SEND_CODE}`);
    editJson(register, (screen) => (screen.body[2].children[2].children[1].text = 'Send code'));
    expect(run('scripts/descriptors/validate.ts').status).toBe(0);
  }, 120_000);

  it('a Filipino entry deleted: the production build refuses, naming the string', () => {
    const register = join(configs(), 'register.json');
    editJson(join(configs(), 'languages', 'fil', 'register.json'), (catalogue) => {
      expect(catalogue.strings[HEADLINE].en).toBe('Register to claim your first loan');
      delete catalogue.strings[HEADLINE];
    });
    const refused = build();
    expect(refused.status).not.toBe(0);
    expect(`${refused.stdout}${refused.stderr}`).toContain(
      `screen-configs/register.json:${lineOf(register, '"Register to claim your first loan"')}: fil: no translation of "Register to claim your first loan"`,
    );
  }, 240_000);

  it('fil marked partial: the build passes, and the phone shows that string in English', async () => {
    editJson(join(configs(), 'app.json'), (app) => (app.languages.partial = ['fil']));
    const built = build();
    expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);
    const server = await startServer({ port: 0, dist: join(project, 'dist') });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: phoneViewport, hasTouch: true, isMobile: true });
      await page.goto(`${server.url}/register?id=7&templateId=1&deviceId=d-1&lang=fil`);
      await page.getByRole('button', { name: 'Magrehistro', exact: true }).waitFor();
      await page.getByText('Register to claim your first loan', { exact: true }).waitFor();
      expect(
        await page.getByText('Ilagay ang iyong mobile number, ang code sa larawan at ang SMS code.').count(),
      ).toBe(1);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 240_000);
});
