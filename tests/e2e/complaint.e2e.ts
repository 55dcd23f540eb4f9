/**
 * Filing a complaint in real Chromium: type, description, a picture upload, save, then the
 * complaint in the list and its detail (the fake backend keeps it).
 */
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useAppAndBrowser, withPhone, type LoggedRequest } from './harness';

const SESSION = 'orderId=OD1001&deviceId=d-1&sessionId=s-1';
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A 4000×3000 picture of about 20 MB, what a phone camera hands over: a gradient with grain, as a PNG
 * (lossless, so its size is the camera's, not the encoder's). The same bytes on every run.
 */
function cameraPhoto(): Buffer {
  const width = 4000;
  const height = 3000;
  const png = new PNG({ width, height });
  let seed = 7;
  const grain = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 28;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const n = grain();
      png.data[i] = ((x * 200) / width + n) & 255;
      png.data[i + 1] = ((y * 200) / height + n) & 255;
      png.data[i + 2] = (128 + n) & 255;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 1 });
}

/** The size of a JPEG from its frame header (SOFn), without decoding it. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/** From the complaint entry to the description form, as a borrower taps there. */
async function toDescription(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Repayment', exact: true }).tap();
  await page.getByLabel('Describe your problem').waitFor();
}

describe('complaints', () => {
  const fixture = useAppAndBrowser();
  const uploads = async () =>
    ((await fixture.app.requests()) as LoggedRequest[]).filter((r) => r.path.endsWith('/upload-problem-img'));
  // Big files go to the phone by path, as a file chooser hands them over (no copy through DevTools).
  const files = { photo: '', huge: '', size: 0 };
  let work = '';
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'complaint-e2e-'));
    const photo = cameraPhoto();
    files.size = photo.length;
    files.photo = join(work, 'IMG_0042.png');
    writeFileSync(files.photo, photo);
    files.huge = join(work, 'huge.png');
    writeFileSync(files.huge, Buffer.concat([photo, Buffer.alloc(31 * 1024 * 1024 - photo.length)]));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a 12-megapixel, 20 MB photo leaves as a JPEG of a few hundred kB, 1600 px on its longest side', async () => {
    expect(files.size).toBeGreaterThan(18 * 1024 * 1024);
    await withPhone(fixture, `/complainPage?${SESSION}`, async ({ page }) => {
      await toDescription(page);
      await page.getByLabel('Add a picture').setInputFiles(files.photo);
      await page.getByText('1/9').waitFor({ timeout: 30_000 });
      const [upload] = await uploads();
      const sent = upload!.fields.problemImage as { name: string; type: string; size: number };
      expect(sent).toMatchObject({ name: 'IMG_0042.jpg', type: 'image/jpeg' });
      expect(sent.size).toBeGreaterThan(20_000);
      expect(sent.size).toBeLessThan(600 * 1024);
      // The mock backend serves the picture it kept: the JPEG as it left the phone.
      const src = await page.getByRole('img', { name: 'Picture 1' }).getAttribute('src');
      const kept = Buffer.from(await (await fetch(new URL(src!, fixture.app.url))).arrayBuffer());
      expect(kept.length).toBe(sent.size);
      expect(jpegSize(kept)).toEqual({ width: 1600, height: 1200 });
    });
  });

  it('refuses a program and an HTML page named .png by their content: nothing is sent, the borrower is told', async () => {
    await withPhone(fixture, `/complainPage?${SESSION}`, async ({ page }) => {
      await toDescription(page);
      const before = (await uploads()).length;
      const picker = page.getByLabel('Add a picture');
      for (const file of [
        {
          name: 'setup.exe',
          mimeType: 'application/x-msdownload',
          buffer: Buffer.from('MZ\x90\x00\x03\x00'),
        },
        {
          name: 'photo.png',
          mimeType: 'image/png',
          buffer: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ]) {
        await picker.setInputFiles(file);
        await page.getByRole('alert').filter({ hasText: 'Only pictures can be uploaded' }).waitFor();
      }
      await page.getByText('0/9').waitFor();
      expect(await uploads()).toHaveLength(before);
    });
  });

  it('refuses a file over 30 MB before reading it, and says so', async () => {
    await withPhone(fixture, `/complainPage?${SESSION}`, async ({ page }) => {
      await toDescription(page);
      const before = (await uploads()).length;
      await page.getByLabel('Add a picture').setInputFiles(files.huge);
      await page
        .getByRole('alert')
        .filter({ hasText: 'This picture is too large: choose one under 30 MB.' })
        .waitFor();
      expect(await uploads()).toHaveLength(before);
    });
  });

  it('files a complaint with a picture and finds it in the list and its detail', async () => {
    await withPhone(fixture, { path: `/complainPage?${SESSION}`, bridge: true }, async ({ page }) => {
      await page.getByRole('radio', { name: 'Repayment', exact: true }).tap();
      await screenshot(page, 'complaint-entry');
      await page.getByLabel('Describe your problem').waitFor();
      expect(new URL(page.url()).pathname).toBe('/complainPageNext');
      await page.getByLabel('Describe your problem').fill('My payment at 7-Eleven is not on my order yet.');
      await page
        .getByLabel('Add a picture')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
      await page.getByText('1/9').waitFor();
      await page.getByRole('img', { name: 'Picture 1' }).waitFor();
      await screenshot(page, 'complaint-description');
      await page.getByRole('button', { name: 'Submit' }).tap();
      await page.getByText('Submitted successfully').waitFor();
      await screenshot(page, 'complaint-submitted');
      await page.getByRole('button', { name: 'My complaints' }).waitFor({ timeout: 5000 });

      await page.getByRole('button', { name: 'My complaints' }).tap();
      const item = page.getByRole('button', { name: /My payment at 7-Eleven is not on my order yet\./ });
      await item.waitFor();
      await screenshot(page, 'complaint-list');
      await item.tap();
      await page.getByText('My payment at 7-Eleven is not on my order yet.').waitFor();
      await page.getByRole('button', { name: 'Enlarge Picture 1' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Process Result' }).count()).toBe(0);
      await screenshot(page, 'complaint-detail');
    });
  });
});

describe('a complaint keeps the picture the borrower chose', () => {
  const fixture = useAppAndBrowser();
  const logged = async (suffix: string) =>
    ((await fixture.app.requests()) as LoggedRequest[]).filter((r) => r.path.endsWith(suffix));
  const saved = async () =>
    (await logged('/problem-save')).map((r) => new URLSearchParams(r.body).get('problemImage'));

  /** The description form with a picture picked, on the scenario given. */
  async function pickPicture(page: Page): Promise<void> {
    await toDescription(page);
    await page.getByLabel('Describe your problem').fill('I was charged twice for one payment.');
    await page
      .getByLabel('Add a picture')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
  }

  it('Submit tapped during a 4 s upload says the picture is uploading and saves nothing without it', async () => {
    await fixture.app.setScenario('upload-slow');
    try {
      await withPhone(fixture, `/complainPage?${SESSION}`, async ({ page }) => {
        await pickPicture(page);
        const held = page.getByRole('button', { name: 'Uploading picture…' });
        await held.waitFor();
        await screenshot(page, 'complaint-picture-uploading');
        const started = Date.now();
        // A finger on Submit while the picture is on its way (the button says why it waits).
        const box = (await held.boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        expect(await logged('/upload-problem-img')).toHaveLength(1);
        expect(await page.getByText('0/9').count()).toBe(1);
        await page.getByText('1/9').waitFor({ timeout: 10_000 });
        expect(Date.now() - started).toBeGreaterThan(2000);
        // The taps during the upload sent nothing, then or once it ended.
        const submit = page.getByRole('button', { name: 'Submit' });
        await submit.waitFor();
        expect(await saved()).toEqual([]);
        const kept = await page.getByRole('img', { name: 'Picture 1' }).getAttribute('src');
        expect(kept).toMatch(/\/mock-assets\/uploads\/\w+$/);
        await submit.tap();
        await page.getByText('Submitted successfully').waitFor();
        expect(await saved()).toEqual([kept]);
      });
    } finally {
      await fixture.app.setScenario('default');
    }
  });

  it('a failed upload is shown on its picture, holds Submit, and is retried into problem-save', async () => {
    await fixture.app.setScenario('upload-fails-once');
    try {
      await withPhone(fixture, `/complainPage?${SESSION}`, async ({ page }) => {
        await pickPicture(page);
        const failed = page.getByRole('alert').filter({ hasText: 'Picture 1: Not uploaded' });
        await failed.waitFor();
        expect(await failed.textContent()).toContain('The picture could not be saved, please try again');
        const retry = page.getByRole('button', { name: 'Retry picture 1' });
        const remove = page.getByRole('button', { name: 'Remove picture 1' });
        for (const control of [retry, remove]) {
          const box = (await control.boundingBox())!;
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        }
        await screenshot(page, 'complaint-picture-failed');

        await page.getByRole('button', { name: 'Submit' }).tap();
        await page.getByText('A picture did not upload. Retry it or remove it first.').waitFor();
        expect(await saved()).toEqual([]);

        await retry.tap();
        await page.getByText('1/9').waitFor();
        expect(await failed.count()).toBe(0);
        const uploads = await logged('/upload-problem-img');
        expect(uploads).toHaveLength(2);
        // The retry sends the picture that was picked, as it left the phone the first time.
        expect(uploads[1]!.fields.problemImage).toEqual(uploads[0]!.fields.problemImage);
        const kept = await page.getByRole('img', { name: 'Picture 1' }).getAttribute('src');
        await page.getByRole('button', { name: 'Submit' }).tap();
        await page.getByText('Submitted successfully').waitFor();
        expect(await saved()).toEqual([kept]);
      });
    } finally {
      await fixture.app.setScenario('default');
    }
  });
});
