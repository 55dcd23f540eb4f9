// @vitest-environment jsdom
/**
 * The generated operator documents: docs/reference.md (scripts/docs/reference.ts) and docs/flow-map.svg
 * (scripts/docs/flow-map.ts). The committed files are only read; stale copies are made in a temp folder.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as referenceMain, renderReference, sectionTitle } from '../../scripts/docs/reference';
import { APP, flowEdges, loadFlowGraph, type FlowEdge } from '../../scripts/docs/flow-graph';
import { escapeXml, main as flowMapMain, renderFlowMap } from '../../scripts/docs/flow-map';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const folders = (kind: 'widgets' | 'actions') =>
  readdirSync(join(root, 'src', kind), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
const schemaOf = async (kind: 'widgets' | 'actions', type: string) =>
  ((await import(`../../src/${kind}/${type}/schema.ts`)) as { schema: { examples?: unknown[] } }).schema;

/** Runs a docs script; returns its exit status and output instead of throwing. */
function run(script: string, args: string[]): { status: number; output: string } {
  try {
    const stdout = execFileSync(tsx, [join(root, 'scripts', 'docs', script), ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: 0, output: stdout };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

/** The text of a `### ` section, up to the next heading of level 2 or 3. */
function section(markdown: string, title: string): string | undefined {
  const start = markdown.indexOf(`\n### ${title}\n`);
  if (start < 0) return undefined;
  const rest = markdown.slice(start + 1);
  const end = rest.slice(4).search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end + 4);
}

const jsonBlocks = (text: string) =>
  [...text.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]!) as unknown);

describe('docs/reference.md', () => {
  let markdown = '';
  beforeAll(async () => {
    const schema = JSON.parse(readFileSync(join(root, 'schemas', 'screen.schema.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    markdown = await renderReference(schema);
  });

  it('is what the script generates (the committed copy is current)', () => {
    expect(readFileSync(join(root, 'docs', 'reference.md'), 'utf8')).toBe(markdown);
  });

  it.each(folders('widgets'))('has a section for the widget %s: props table and examples', async (type) => {
    const { title, anchor } = sectionTitle('widget', type);
    const text = section(markdown, title);
    expect(text, `no section "### ${title}"`).toBeDefined();
    expect(markdown).toContain(`](#${anchor})`);
    expect(text).toMatch(/\| Prop +\| Type +\| Required +\| Default +\| Description +\|/);
    expect(text).toMatch(/\| `type` +\| `"[a-z-]+"` +\| yes /);
    expect(jsonBlocks(text!)).toEqual(JSON.parse(JSON.stringify((await schemaOf('widgets', type)).examples)));
  });

  it.each(folders('actions'))('has a section for the action %s: props table and examples', async (type) => {
    const { title, anchor } = sectionTitle('action', type);
    const text = section(markdown, title);
    expect(text, `no section "### ${title}"`).toBeDefined();
    expect(markdown).toContain(`](#${anchor})`);
    expect(text).toMatch(/\| Prop +\| Type +\| Required +\| Default +\| Description +\|/);
    expect(text).toMatch(/\| `type` +\| `"[a-z-]+"` +\| yes /);
    expect(jsonBlocks(text!)).toEqual(JSON.parse(JSON.stringify((await schemaOf('actions', type)).examples)));
  });

  it('lists the sections alphabetically, with the screen props and sources first', () => {
    const headings = [...markdown.matchAll(/^### `([a-z-]+)` (widget|action)$/gm)].map((m) => [m[2], m[1]]);
    const widgets = headings.filter(([kind]) => kind === 'widget').map(([, t]) => t);
    const actions = headings.filter(([kind]) => kind === 'action').map(([, t]) => t);
    expect(widgets).toEqual(folders('widgets'));
    expect(actions).toEqual(folders('actions'));
    const at = (heading: string) => markdown.indexOf(`\n${heading}\n`);
    expect(at('## Screen descriptor')).toBeGreaterThan(0);
    expect(at('## Screen descriptor')).toBeLessThan(at('## Sources'));
    expect(at('## Sources')).toBeLessThan(at('## Widgets'));
    expect(markdown).toMatch(/\| `body` +\| node list +\| yes /);
    expect(markdown).toMatch(/\| `endpoint` +\| \[endpoint name\]\(#endpoint-names\) +\| yes /);
  });

  it('renders types readably: enums, conditions, action and node lists, defaults', () => {
    const button = section(markdown, sectionTitle('widget', 'button').title)!;
    expect(button).toMatch(
      /\| `color` +\| one of `"primary"`, `"default"`, `"success"`, `"warning"`, `"danger"` +\| no +\| `"primary"` /,
    );
    expect(button).toMatch(/\| `onClick` +\| action list +\| no /);
    expect(button).toMatch(/\| `disabled` +\| condition +\| no /);
    expect(section(markdown, sectionTitle('widget', 'stack').title)).toMatch(/\| `children` +\| node list /);
    expect(section(markdown, sectionTitle('action', 'if').title)).toMatch(/\| `then` +\| action list /);
    // A pipe inside a cell (a pattern) is escaped, so the table keeps its columns.
    expect(markdown).toContain('`^item$\\|^[a-z][A-Za-z0-9]*$`');
  });
});

describe('docs/flow-map.svg', () => {
  const svg = readFileSync(join(root, 'docs', 'flow-map.svg'), 'utf8');
  const edges = flowEdges();
  const has = (from: string, to: string, label: string) =>
    edges.find((e) => e.from === from && e.to === to && e.label === label);

  it('is what the script generates (the committed copy is current)', async () => {
    expect(svg).toBe(await renderFlowMap(loadFlowGraph()));
  });

  it('has a box for every screen file, labelled with its id and route paths', () => {
    const routes = JSON.parse(readFileSync(join(root, 'screen-configs', 'routes.json'), 'utf8')) as {
      routes: { path: string; hash?: string; screen: string }[];
    };
    const files = readdirSync(join(root, 'screen-configs')).filter(
      (f) => f.endsWith('.json') && f !== 'routes.json' && f !== 'app.json',
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const id = (JSON.parse(readFileSync(join(root, 'screen-configs', file), 'utf8')) as { id: string }).id;
      expect(svg, file).toContain(`data-screen="${id}"`);
      expect(svg, file).toContain(`>${id}</text>`);
    }
    for (const r of routes.routes)
      expect(svg).toContain(`>${escapeXml(r.hash ? `${r.path}#${r.hash}` : r.path)}</text>`);
    expect(svg).toContain('>app (native shell)</text>');
  });

  it('finds navigate actions nested in if / call / onSuccess', () => {
    // bind-bank: Next → if query.source is loanDetail → call bindCardChange → onSuccess → navigate /loanDetail.
    const edge = has('bind-bank', 'loan-detail', 'navigate');
    expect(edge?.at).toEqual([expect.stringMatching(/^bind-bank\.json#\/body\/.*\/then\/0\/onSuccess\/0$/)]);
    expect(has('loan-detail', 'bind-bank', 'navigate')).toBeDefined();
  });

  it('links the complaint pages to each other and to the list and details', () => {
    expect(has('customer-service', 'complain-page', 'navigate')).toBeDefined();
    expect(has('complain-page', 'complain-page-next', 'navigate')).toBeDefined();
    expect(has('complain-page-next', 'complain-page', 'navigate')).toBeDefined();
    expect(has('complain-page', 'complaint-list', 'navigate')).toBeDefined();
    // complaint-list: the list rows come from an `each` template.
    expect(has('complaint-list', 'complain-details', 'navigate')).toBeDefined();
  });

  it('resolves hash routes, fragments and bridge messages that leave the web view', () => {
    expect(has('pay-way', 'pay-way-add-card', 'navigate')).toBeDefined();
    expect(has('pay-way', 'pay-way-borrow-detail', 'navigate')).toBeDefined();
    expect(has('register', 'register-download', 'navigate')).toBeDefined();
    expect(has('bind-bank', APP, 'bridge closeWebview')).toBeDefined();
    expect(has('not-found', APP, 'bridge toHome')).toBeDefined();
    // The product card fragment opens the shell's product page, for each screen that includes it.
    expect(has('login-fail', APP, 'bridge toProductDetail')?.at).toEqual([
      expect.stringMatching(/^fragments\/product-card\.json#\/body\//),
    ]);
    // Messages that keep the web view are not links.
    expect(edges.some((e) => /startBank|endBank|callTelephone|confirmBurialPoint/.test(e.label))).toBe(false);
    for (const e of edges) expect(svg).toContain(`data-from="${e.from}" data-to="${escapeXml(e.to)}"`);
  });

  describe('on a small set of configs', () => {
    let dir = '';
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'flow-map-'));
      mkdirSync(join(dir, 'fragments'));
      const write = (file: string, value: unknown) => writeFileSync(join(dir, file), JSON.stringify(value));
      write('routes.json', {
        notFound: 'lost',
        routes: [
          { path: '/a', screen: 'a' },
          { path: '/b', hash: '/deep', screen: 'b-deep' },
          { path: '/b', screen: 'b' },
        ],
      });
      write('app.json', { appName: 'x' });
      write('fragments/footer.json', {
        id: 'footer',
        body: [{ type: 'button', text: 'Bye', onClick: [{ type: 'bridge', message: 'offToLogin' }] }],
      });
      write('a.json', {
        id: 'a',
        onEnter: [
          {
            type: 'sequence',
            actions: [{ type: 'wait', ms: 1, onSuccess: [{ type: 'navigate', to: '/b' }] }],
          },
        ],
        body: [
          {
            type: 'each',
            items: '{{ data.list }}',
            switch: '{{ item.kind }}',
            cases: {
              deep: {
                type: 'stack',
                children: [
                  {
                    type: 'link',
                    text: 'Deep',
                    onClick: [{ type: 'open-url', url: '/b#/deep?x={{ item.id }}' }],
                  },
                ],
              },
              home: { type: 'link', text: 'Home', href: '/a' },
            },
          },
          {
            type: 'button',
            text: 'Ask',
            onClick: [
              {
                type: 'dialog',
                confirmText: 'OK',
                onConfirm: [
                  {
                    type: 'countdown',
                    timer: 't',
                    target: 'state.t',
                    onDone: [{ type: 'navigate', to: '/nowhere' }],
                  },
                ],
                onCancel: [
                  { type: 'open-url', url: '{{ data.payUrl }}' },
                  { type: 'bridge', message: 'callTelephone' },
                ],
              },
            ],
          },
          { type: 'fragment', ref: 'footer' },
        ],
      });
      write('b.json', { id: 'b', body: [] });
      write('b-deep.json', { id: 'b-deep', body: [] });
      write('lost.json', { id: 'lost', body: [] });
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('walks every action list and node slot', async () => {
      const simple = (e: FlowEdge) => `${e.from} -> ${e.to}: ${e.label}`;
      expect(flowEdges({ configDir: dir }).map(simple)).toEqual([
        'a -> a: link',
        'a -> b: navigate',
        'a -> b-deep: open-url',
        'a -> lost: navigate',
        `a -> ${APP}: bridge offToLogin`,
      ]);
      const graph = loadFlowGraph({ configDir: dir });
      expect(graph.screens.map((s) => [s.id, s.routes])).toEqual([
        ['a', ['/a']],
        ['b', ['/b']],
        ['b-deep', ['/b#/deep']],
        ['lost', []],
      ]);
      const map = await renderFlowMap(graph);
      expect(new DOMParser().parseFromString(map, 'image/svg+xml').querySelector('parsererror')).toBeNull();
      for (const id of ['a', 'b', 'b-deep', 'lost']) expect(map).toContain(`data-screen="${id}"`);
    });
  });

  it('escapes XML special characters', async () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
    const odd = `odd<&>"'`;
    const map = await renderFlowMap({
      screens: [
        { id: 'plain', routes: ['/p?x=1&y=<2>'], notFound: false },
        { id: odd, routes: [`/q#"'`], notFound: false },
      ],
      edges: [{ from: 'plain', to: odd, kind: 'navigate', label: 'navigate', at: ['plain.json#/body/0<&>'] }],
    });
    expect(map).not.toContain(odd);
    expect(map).toContain('odd&lt;&amp;&gt;&quot;&apos;');
    const doc = new DOMParser().parseFromString(map, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain(odd);
    expect(texts).toContain('/p?x=1&y=<2>');
    expect(texts).toContain(`/q#"'`);
  });
});

describe('--check', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-check-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs a script's `main` here, with what it prints. */
  async function check(main: (args: string[]) => number | Promise<number>, args: string[]) {
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
    try {
      return { status: await main(args), output: printed.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  }

  it.each([
    [
      'reference.ts',
      'reference.md',
      referenceMain,
      (text: string) => text.replace('# Descriptor reference', '# Reference'),
    ],
    [
      'flow-map.ts',
      'flow-map.svg',
      flowMapMain,
      (text: string) => text.replace('>bind-bank</text>', '>bind-bank!</text>'),
    ],
  ])(
    '%s passes for the committed file and fails for a changed copy',
    async (script, file, main, change) => {
      const ok = await check(main, ['--check']);
      expect(ok.output).toContain(`docs/${file} is up to date`);
      expect(ok.status).toBe(0);

      const copy = join(dir, file);
      copyFileSync(join(root, 'docs', file), copy);
      expect((await check(main, ['--check', '--out', copy])).status).toBe(0);
      const original = readFileSync(copy, 'utf8');
      const changed = change(original);
      expect(changed).not.toBe(original);
      writeFileSync(copy, changed);
      // The command itself, as CI runs it: exit status 1 and the message.
      const stale = run(script, ['--check', '--out', copy]);
      expect(stale.status).toBe(1);
      expect(stale.output).toMatch(
        new RegExp(`${file.replace('.', '\\.')} is out of date: run npm run docs`),
      );
      // The check only reads: the stale copy is left as it was.
      expect(readFileSync(copy, 'utf8')).toBe(changed);
    },
    60_000,
  );
});
