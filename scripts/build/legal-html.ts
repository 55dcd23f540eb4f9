/**
 * Writes public/legal/privacy.html from screen-configs/privacy.json: the same words as the in-app
 * page, as a static document without scripts, so that the official site can frame it in a sandbox.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Section {
  heading?: string;
  paragraphs?: string[];
  items?: string[];
  numbered?: boolean;
}

const root = join(import.meta.dirname, '../..');
const app = JSON.parse(readFileSync(join(root, 'screen-configs', 'app.json'), 'utf8')) as Record<
  string,
  unknown
>;
/** The value at a dotted path of app.json (`grievanceOfficer.name`), or '' when there is none. */
function appValue(path: string): string {
  let value: unknown = app;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
const escape = (text: string) =>
  text
    .replace(/\{\{\s*app\.([\w.]+)\s*\}\}/g, (_, path: string) => appValue(path))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function articleOf(file: string): { title: string; updated?: string; sections: Section[] } {
  const screen = JSON.parse(readFileSync(join(root, 'screen-configs', file), 'utf8')) as {
    title: string;
    body: { type: string; sections?: Section[]; updated?: string }[];
  };
  const article = screen.body.find((node) => node.type === 'article');
  if (!article?.sections) throw new Error(`${file}: no article node`);
  return { title: screen.title, updated: article.updated, sections: article.sections };
}

function render({ title, updated, sections }: ReturnType<typeof articleOf>): string {
  const body = sections
    .map((s) => {
      const list = s.items?.length
        ? `<${s.numbered ? 'ol' : 'ul'}>${s.items.map((i) => `<li>${escape(i)}</li>`).join('')}</${s.numbered ? 'ol' : 'ul'}>`
        : '';
      return `${s.heading ? `<h2>${escape(s.heading)}</h2>` : ''}${(s.paragraphs ?? []).map((p) => `<p>${escape(p)}</p>`).join('')}${list}`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font:15px/1.6 system-ui,sans-serif;margin:16px;color:#1d2129;max-width:720px}h1{font-size:20px}h2{font-size:17px;margin:18px 0 6px}.updated{color:#6b7280;font-size:13px}</style>
</head>
<body>
<h1>${escape(title)}</h1>
${updated ? `<p class="updated">${escape(updated)}</p>` : ''}
${body}
</body>
</html>
`;
}

const privacy = render(articleOf('privacy.json'));
// Only plain `{{ app.path }}` bindings can be filled in here: anything else would reach the page as code.
const unfilled = /\{\{[^}]*\}\}/.exec(privacy);
if (unfilled) throw new Error(`privacy.json: ${unfilled[0]} cannot be filled in the static document`);
mkdirSync(join(root, 'public', 'legal'), { recursive: true });
writeFileSync(join(root, 'public', 'legal', 'privacy.html'), privacy);
console.log('legal: public/legal/privacy.html');
