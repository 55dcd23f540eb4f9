/**
 * A release host for the tests of remote descriptors: a folder of screen configs copied for each
 * test, released by `configs:release` with a throwaway release key (the real one never enters the
 * repository) into a folder a local static server serves, and sessions of the phone's loader that
 * read it, each device keeping the newest release number it used.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DescriptorSource } from '../src/engine/load/loader';
import { prepareScreen } from '../src/engine/plan/prepared-screens';
import { createLanguage } from '../src/engine/language/language';
import { fileLayouts } from '../src/generated/file-layouts';
import { formatRegistry } from '../src/generated/formats';
import { widgetTypes } from '../src/generated/widget-types';
import { actionRegistry } from '../src/generated/actions';
import { filterRegistry } from '../src/generated/filters';
import { validators } from '../src/generated/validator-set';
import { release, sha256 } from '../scripts/descriptors/configs-release';
import { generateSigningKey, type SigningKey } from '../scripts/descriptors/release-key';
import {
  createRemoteDescriptors,
  RemoteReports,
  reportingRejections,
  type RemoteReport,
} from '../src/app/remote-descriptors';
import { signManifest, type ReleaseManifest } from '../src/app/remote-release';
import { catalogueTranslator } from '../src/app/language/catalogue-translator';
import { pack as filipino } from '../src/app/language/packs/fil';
import type { Catalogue } from '../src/engine/translate/translate';
import { copyConfigs } from './config-copy';

/** Sets up the host around each test of the calling file and gives its parts. */
export function releaseHost() {
  const root = resolve(import.meta.dirname, '..');
  let work: string;
  let configs: string;
  let cdn: string;
  let server: Server;
  let base: string;
  const served: string[] = [];
  /** A throwaway release key for the run (the real one never enters the repository). */
  let key: SigningKey;
  /** The newest release number each device has used, as its localStorage keeps it. */
  const floors = new Map<string, number>();
  /** The start of the hour before the run: releases are made from then on. */
  const hourAgo = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;

  beforeAll(async () => {
    key = await generateSigningKey();
    server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      served.push(path);
      try {
        response.setHeader('content-type', 'application/json');
        response.end(readFileSync(join(cdn, normalize(path).replace(/^(\.\.[/\\])+/, ''))));
      } catch {
        response.statusCode = 404;
        response.end('not found');
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/screens`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  beforeEach(() => {
    ({ work, configs } = copyConfigs('remote-descriptors', { filledIn: true }));
    cdn = join(work, 'cdn');
    served.length = 0;
    floors.clear();
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const screensFolder = () => join(cdn, 'screens');
  const fetchText = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  };

  /** One session of the app: its own manifest read, its own reports; the device keeps its release floor. */
  function session(
    deviceId = 'device-1',
    appVersion = '1.0.0',
    releaseKey: JsonWebKey | null = key.publicJwk,
    phone: { buildFloor?: number; now?: () => number; language?: 'fil' } = {},
  ) {
    const { language, ...options } = phone;
    const sent: RemoteReport[] = [];
    const reports = new RemoteReports((report) => sent.push(report), appVersion, 0);
    const remote = createRemoteDescriptors({
      base,
      appVersion,
      deviceId: () => deviceId,
      fetchText,
      reports,
      releaseKey: releaseKey ?? undefined,
      releaseFloor: { read: () => floors.get(deviceId) ?? 0, write: (n) => void floors.set(deviceId, n) },
      ...options,
    });
    const source: DescriptorSource = {
      bundledScreen: async (id) =>
        JSON.parse(readFileSync(join(root, 'screen-configs', `${id}.json`), 'utf8')),
      bundledFragment: async (id) =>
        JSON.parse(readFileSync(join(root, 'screen-configs', 'fragments', `${id}.json`), 'utf8')),
      remote,
      appVersion,
    };
    // A phone in another language translates every screen, bundled or released, with the app's own
    // catalogues (the repository's) unless its release carries one.
    const bundled = (kind: string, id: string): Promise<Catalogue | undefined> => {
      const file = join(root, 'screen-configs', 'languages', language!, kind, `${id}.json`);
      return Promise.resolve(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
    };
    const translator = language
      ? catalogueTranslator(filipino.language, source, {
          catalogues: { screen: (id) => bundled('', id), fragment: (id) => bundled('fragments', id) },
        })
      : undefined;
    // A phone's engine language, its copy read through the translator as the phone draws it.
    const words = createLanguage({ filters: filterRegistry, formats: formatRegistry, translator });
    // The app's own wiring (engine-config.ts): a refused screen goes to the reports.
    const reporter = reportingRejections({ warn: () => undefined }, reports);
    const ctx = { validators, widgets: widgetTypes, actions: actionRegistry, copyLayouts: fileLayouts };
    return {
      sent,
      /** The screen as the phone loads it, and its title as the phone shows it in its language. */
      async open(id: string) {
        const { loaded } = await prepareScreen(id, { ...ctx, source, reporter, language: words });
        reports.flush();
        return { ...loaded, title: words.copy(loaded.screen, 'title') };
      },
    };
  }

  function editTitle(id: string, title: string) {
    const file = join(configs, `${id}.json`);
    const screen = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
    screen.title = title;
    writeFileSync(file, `${JSON.stringify(screen, null, 2)}\n`);
  }

  /** Sets the translation of the catalogue entry at `path` of screen `id`'s catalogue in `language`. */
  function editTranslation(language: string, id: string, path: string, translation: string) {
    const file = join(configs, 'languages', language, `${id}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as {
      strings: Record<string, Record<string, string>>;
    };
    catalogue.strings[path]![language] = translation;
    writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
  }

  /**
   * Releases the configs as made `minute` minutes after an hour ago (each release its own time, and
   * every manifest still fresh: it expires days after it was made).
   */
  async function publish(
    minute: number,
    options: { rolloutPercent?: number; maxApp?: string; expiresInDays?: number; now?: Date } = {},
  ) {
    const outcome = await release(screensFolder(), {
      key,
      from: configs,
      now: new Date(hourAgo + minute * 60_000),
      ...options,
    });
    if (!outcome.ok) throw new Error(outcome.problems);
    return outcome.manifest;
  }

  const manifestFile = () => join(screensFolder(), 'manifest.json');
  const readManifest = () => JSON.parse(readFileSync(manifestFile(), 'utf8')) as ReleaseManifest;

  /**
   * Replaces one screen of the current release with the given bytes. With `rehash`, its manifest
   * entry follows and the manifest is signed again with the release key: a release that got past the
   * release gate some other way, which the phone's own checks must still refuse.
   */
  async function tamper(id: string, bytes: string, rehash: boolean) {
    const manifest = readManifest();
    if (rehash) {
      manifest.screens[id] = sha256(bytes);
      manifest.signature = await signManifest(manifest, key.privateKey);
      writeFileSync(manifestFile(), JSON.stringify(manifest));
    }
    writeFileSync(join(screensFolder(), 'descriptors', `${manifest.screens[id]}.json`), bytes);
  }

  return {
    get key() {
      return key;
    },
    served,
    screensFolder,
    session,
    editTitle,
    editTranslation,
    publish,
    manifestFile,
    readManifest,
    tamper,
  };
}
