import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../src/api/contracts';
import { endpointNames, endpoints, wirePath } from '../../src/api/endpoints';
import { renderReference } from './reference';

const root = join(import.meta.dirname, '../..');

/** The text of `### \`name\`` up to the next heading. */
function section(markdown: string, name: string): string | undefined {
  const start = markdown.indexOf(`\n### \`${name}\`\n`);
  if (start < 0) return undefined;
  const end = markdown.indexOf('\n#', start + 5);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The top-level field names of a schema (an object's, a list item's or a union branch's). */
function fields(schema: unknown): string[] {
  const s = schema as { properties?: object; items?: unknown; anyOf?: unknown[] };
  if (s.properties) return Object.keys(s.properties);
  if (s.items) return fields(s.items).map((name) => `[].${name}`);
  return (s.anyOf ?? []).flatMap(fields);
}

const schemaFile = join(root, 'schemas', 'screen.schema.json');
const markdown = await renderReference(
  JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>,
);

describe('docs/reference.md: endpoints', () => {
  it.each(endpointNames)('%s: its path, its params and every field of its answer', (name) => {
    const text = section(markdown, name);
    expect(text, `no section "### \`${name}\`"`).toBeDefined();
    expect(markdown).toContain(`](#${name.toLowerCase()})`);
    expect(text).toContain(`\`${endpoints[name].method} ${wirePath(endpoints[name])}\``);
    expect(text).toContain('**Params**');
    expect(text).toContain('**Answer `data`**');
    for (const field of [...fields(contracts[name].request), ...fields(contracts[name].response)])
      expect(text, `${name} ${field}`).toMatch(
        new RegExp(`\\| \`${field.replace(/[[\].]/g, '\\$&')}\` +\\| `),
      );
  });

  it('says amounts are minor units and types them as integers', () => {
    expect(section(markdown, 'loanPlayDetail')).toMatch(
      /\| `repayAmount` +\| integer +\| yes +\| +\| What is due for the period \(minor units\) +\|/,
    );
  });
});
