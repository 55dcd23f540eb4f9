/**
 * The workbench's node tree and property panel in Chromium, as an operator builds a screen without
 * typing JSON: on the repayment screen, a tap in the phone selects the node it lands on; a node picked
 * in the tree gets a Text row added after it from the panel (the widget schema's defaults), its text
 * bound to a server field picked in the Data panel; the phone shows the server's value, and Save
 * writes the file with the new node at its place and every other line as it was. JSON pasted into
 * the editor takes the indentation of where it lands.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDevPage, startDevApp, type DevApp } from './dev-server';
import { leaveAndClear, rootDir, screenshot } from './harness';
import { goToLineEnd, lineNumber } from './monaco';

const screen = 'repay-period';
const file = join(rootDir, 'screen-configs', `${screen}.json`);
const wide = { width: 1400, height: 900 };
const wait = 30_000;
/** A field of the repayment answer (loanPlayDetail) the screen does not show yet, and its mock value. */
const binding = '{{ data.repay.repayPlan[0].remark }}';
const serverValue = 'Principal and interest';

describe('the workbench’s node tree and property panel', () => {
  let app: DevApp | undefined;
  let page: Page | undefined;
  let devtools: CDPSession | undefined;
  let original: Buffer | undefined;

  beforeAll(async () => {
    original = readFileSync(file);
    app = await startDevApp();
    const context = await app.newContext({ viewport: wide });
    page = await context.newPage();
    devtools = await context.newCDPSession(page);
    // The first visit has the dev server bundle the workbench's dependencies: minutes on a busy machine.
    await open();
  }, 300_000);
  afterEach(async () => {
    // The page goes first: a file put back under an open page makes the dev server reload it.
    if (page && devtools)
      await leaveAndClear(page, devtools, { origin: app!.origin, storageTypes: 'local_storage' });
    if (original && !readFileSync(file).equals(original)) writeFileSync(file, original);
  });
  afterAll(async () => {
    await app?.close();
  });

  const lineOf = (page: Page, text: string) => page.locator('.view-line', { hasText: text }).first();
  const phone = (page: Page) => page.getByTestId('phone');
  const nodes = (page: Page) => page.getByRole('list', { name: 'Nodes' });
  const properties = (page: Page) => page.getByRole('region', { name: 'Properties' });

  async function open(): Promise<Page> {
    const tab = page!;
    await openDevPage(tab, `${app!.origin}/__preview?screen=${screen}`, lineOf(tab, `"id": "${screen}"`));
    return tab;
  }

  it('adds a Text row from the panel, binds it to a server field from the Data panel and saves it', async () => {
    const page = await open();
    const caption = phone(page).getByText('Repayment date', { exact: true });
    await caption.waitFor({ timeout: wait });

    // A tap on the phone selects the node it lands on: the caption's text is in the panel.
    await caption.tap();
    const text = properties(page).getByLabel('text *');
    await expect.poll(() => text.inputValue(), { timeout: wait }).toBe('Repayment date');
    await expect
      .poll(() => nodes(page).locator('[aria-current="true"]').innerText())
      .toBe('text “Repayment date”');

    // The amount's node, picked in the tree, then a Text row after it.
    await nodes(page).getByRole('button', { name: 'text “{{ data.repay.repayAmount | money }}”' }).click();
    await expect.poll(() => text.inputValue()).toBe('{{ data.repay.repayAmount | money }}');
    await expect.poll(() => page.getByLabel('Widget to add').inputValue()).toBe('text');
    await page.getByRole('button', { name: 'Add after', exact: true }).click();
    // The new node is selected, with its schema's defaults: its one required prop, from its example.
    await expect.poll(() => text.inputValue()).toBe('Payment account information');
    await phone(page).getByText('Payment account information').waitFor({ timeout: wait });
    await page.getByText('Draft: not saved yet').waitFor();

    // Its text: the server field's binding, picked in the Data panel with the cursor in the field.
    const leaf = page
      .getByRole('region', { name: 'Screen data' })
      .locator(`button[title="Insert ${binding}"]`);
    await leaf.waitFor({ timeout: wait });
    await text.click();
    await page.keyboard.press('Control+a');
    await leaf.click();
    await expect.poll(() => text.inputValue()).toBe(binding);
    await phone(page).getByText(serverValue, { exact: true }).waitFor({ timeout: wait });
    expect(await phone(page).getByText('Payment account information').count()).toBe(0);
    // The outline in the phone is on the new row.
    await expect
      .poll(() =>
        phone(page)
          .getByText(serverValue, { exact: true })
          .evaluate((element) => getComputedStyle(element).outlineStyle),
      )
      .toBe('solid');
    await screenshot(page, 'workbench-panel');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saving reloads the page, which takes a while on a busy machine.
    await page.getByText(`Saved to screen-configs/${screen}.json`).waitFor({ timeout: 120_000 });
    // On disk: the new node right after the amount, and nothing else changed.
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { body: { children: unknown[] }[] };
    const before = JSON.parse(original!.toString('utf8')) as typeof saved;
    expect(saved.body[0]!.children[3]).toEqual({ type: 'text', text: binding });
    saved.body[0]!.children.splice(3, 1);
    expect(saved).toEqual(before);
    const diff = execFileSync('git', ['diff', '--unified=0', '--', `screen-configs/${screen}.json`], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    expect(diff.split('\n').filter((l) => /^[-+]\s/.test(l))).toEqual([
      '+        {',
      '+          "type": "text",',
      `+          "text": "${binding}"`,
      '+        },',
    ]);
    // The saved file in the phone (saving reloads the page): the server's value.
    await phone(page).getByText(serverValue, { exact: true }).waitFor({ timeout: 60_000 });
  }, 300_000);

  it('lays out pasted JSON at the depth where it lands', async () => {
    const page = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app!.origin });
    // A node copied from deeper in another file, with the indentation it had there.
    const copied = [
      '          {',
      '            "type": "text",',
      '            "text": "Pasted row"',
      '          },',
    ].join('\n');
    await page.evaluate((text) => navigator.clipboard.writeText(text), copied);
    const body = lineNumber(original!.toString('utf8'), '"body": [');
    await goToLineEnd(page, body);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+v');
    // The draft (the editor's text) holds the node at the body's depth, line by line.
    const draft = () =>
      page.evaluate((key) => window.localStorage.getItem(key) ?? '', `workbench.draft.${screen}.json`);
    await expect
      .poll(async () => (await draft()).split('\n').slice(body, body + 4), { timeout: wait })
      .toEqual(['    {', '      "type": "text",', '      "text": "Pasted row"', '    },']);
    await phone(page).getByText('Pasted row', { exact: true }).waitFor({ timeout: wait });
  }, 120_000);
});
