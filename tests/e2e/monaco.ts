/** Typing into the workbench's Monaco editor as an operator does, for the workbench e2e tests. */
import type { Page } from 'playwright-core';

/** Puts the cursor at the end of line `line` (1-based), going there with the editor's Go to Line. */
export async function goToLineEnd(page: Page, line: number): Promise<void> {
  // A suggestion or hover the last typing opened may lie over the first line: Escape closes it.
  await page.keyboard.press('Escape');
  // Into the editor's text, near its top: its first line may be scrolled out of view.
  await page
    .locator('.monaco-editor')
    .first()
    .click({ position: { x: 200, y: 40 } });
  await page.keyboard.press('Control+g');
  await page.keyboard.type(String(line));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
}

/** Types `text` in place of line `line` (1-based). */
export async function retype(page: Page, line: number, text: string): Promise<void> {
  await goToLineEnd(page, line);
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The 1-based number of the first line of `text` holding `needle` (0 when none does). */
export const lineNumber = (text: string, needle: string) =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;
