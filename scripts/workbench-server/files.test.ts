/**
 * The workbench's Save on the dev server: a catalogue is a file it reads and checks with the file it
 * translates, refused at the catalogue's own line; no refusal names the temporary copy the check
 * runs in. Nothing is written on a refusal.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import type { Connect } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFiles } from './files';

const root = resolve(import.meta.dirname, '../..');
const configs = resolve(root, 'screen-configs');
let base = '';
const server = createServer();

beforeAll(async () => {
  let handler: Connect.NextHandleFunction | undefined;
  configFiles(root, { use: (_path: string, fn: Connect.NextHandleFunction) => (handler = fn) } as never);
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    handler!(request as Connect.IncomingMessage, response, () => undefined),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__workbench/file`;
});
afterAll(() => new Promise((done) => server.close(done)));

const save = async (name: string, text: string) => {
  const response = await fetch(`${base}?name=${encodeURIComponent(name)}`, { method: 'POST', body: text });
  return {
    status: response.status,
    ...((await response.json()) as { problems?: { line?: number; message: string; level: string }[] }),
  };
};

describe("the workbench's Save", () => {
  it('reads a catalogue, and refuses one whose translation reads another value, at its own line', async () => {
    const name = 'languages/fil/bind-bank.json';
    const read = await fetch(`${base}?name=${encodeURIComponent(name)}`);
    const text = readFileSync(resolve(configs, name), 'utf8');
    expect(await read.json()).toEqual({ text });

    const broken = text.replace('"fil": "Susunod"', '"fil": "Susunod {{ session.sessionId }}"');
    const answer = await save(name, broken);
    expect(answer.status).toBe(422);
    const line = broken.split('\n').findIndex((l) => l.includes('{{ session.sessionId }}')) + 1;
    expect(answer.problems).toContainEqual(
      expect.objectContaining({
        line,
        level: 'error',
        message: expect.stringMatching(/^fil: the translation reads \{\{ session\.sessionId \}\}/),
      }),
    );
    expect(readFileSync(resolve(configs, name), 'utf8')).toBe(text);
  }, 120_000);

  it('names screen-configs/ in a refusal, never the temporary copy it checked', async () => {
    const text = readFileSync(resolve(configs, 'bind-bank.json'), 'utf8');
    // An error, and a new string the Filipino catalogue does not have yet.
    const broken = text.replace('"text": "Next"', '"text": "Continue", "txt": "x"');
    const answer = await save('bind-bank.json', broken);
    expect(answer.status).toBe(422);
    const said = answer.problems!.map((p) => p.message);
    expect(said.some((m) => m.includes('screen-configs/languages/fil/bind-bank.json'))).toBe(true);
    expect(said.filter((m) => m.includes(tmpdir()) || /workbench-\w{6}/.test(m))).toEqual([]);
    expect(readFileSync(resolve(configs, 'bind-bank.json'), 'utf8')).toBe(text);
  }, 120_000);
});
