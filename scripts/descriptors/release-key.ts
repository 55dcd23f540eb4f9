/**
 * The release key: an ECDSA P-256 key pair. Its private half signs each release's manifest and never
 * enters the repository (a file whose path `configs:release` is given); its public half is
 * app.json's `releaseKey`, which phones verify manifests with (docs/deployment.md).
 */
import { createPrivateKey, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { RELEASE_KEY_ALGORITHM } from '../../src/app/remote-release.ts';

/** The public half as app.json holds it. */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

export interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: PublicJwk;
}

const publicOf = (jwk: { x?: string; y?: string }): PublicJwk => ({
  kty: 'EC',
  crv: 'P-256',
  x: jwk.x!,
  y: jwk.y!,
});

/** Reads the private key (PKCS#8 PEM, as `configs:keygen` and openssl write it); throws saying why it cannot. */
export async function readSigningKey(file: string): Promise<SigningKey> {
  let jwk: JsonWebKey;
  try {
    jwk = createPrivateKey(readFileSync(file)).export({ format: 'jwk' });
  } catch (error) {
    throw new Error(`the release key ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error(`the release key ${file} is not an ECDSA P-256 private key`);
  const privateKey = await webcrypto.subtle.importKey('jwk', jwk, RELEASE_KEY_ALGORITHM, false, ['sign']);
  return { privateKey, publicJwk: publicOf(jwk) };
}

/** A new key pair in memory, with the private half as PKCS#8 PEM (tests sign with a throwaway one). */
export async function generateSigningKey(): Promise<SigningKey & { pem: string }> {
  const pair = await webcrypto.subtle.generateKey(RELEASE_KEY_ALGORITHM, true, ['sign', 'verify']);
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', pair.privateKey));
  const lines = der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  const pem = `-----BEGIN PRIVATE KEY-----\n${lines}\n-----END PRIVATE KEY-----\n`;
  return {
    privateKey: pair.privateKey,
    publicJwk: publicOf(await webcrypto.subtle.exportKey('jwk', pair.publicKey)),
    pem,
  };
}

/** Makes a key pair: the private half written to `file` (readable by its owner only), the public half returned. */
export async function makeSigningKey(file: string): Promise<PublicJwk> {
  if (existsSync(file)) throw new Error(`${file} exists: a release key is never overwritten`);
  const key = await generateSigningKey();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, key.pem, { mode: 0o600, flag: 'wx' });
  return key.publicJwk;
}

/** Whether a public key is the same key as app.json's `releaseKey`. */
export function sameKey(a: PublicJwk, b: unknown): boolean {
  const other = b as Partial<PublicJwk> | undefined;
  return !!other && other.x === a.x && other.y === a.y && other.crv === a.crv;
}

/**
 * Where the release key's private half is: the file CONFIGS_RELEASE_KEY names, else the one
 * `npm run configs:init` makes in the operator's own configuration folder (never the repository):
 * `$XDG_CONFIG_HOME/loan-screens/release-key.pem`, `~/.config/loan-screens/release-key.pem` by default.
 * `configs:release`, `configs:rollback`, `configs:init` and the workbench all read it from here.
 */
export function releaseKeyFile(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CONFIGS_RELEASE_KEY) return resolve(env.CONFIGS_RELEASE_KEY);
  const home = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(home, 'loan-screens', 'release-key.pem');
}

/** The release folder the workbench releases into and `configs:status` reads by default. */
export function releaseFolderOf(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.CONFIGS_RELEASE_DIR || '.releases');
}

/** Where the public key phones verify releases with was read from, as the status names it. */
export type PhoneKeySource = 'VITE_RELEASE_KEY' | 'app.json' | 'none';

/**
 * The public key phones verify releases with, read one way by `configs:status` and the workbench's
 * Releases panel, so they always agree: a build's own (`VITE_RELEASE_KEY`, a JWK as JSON) when one is
 * set, else app.json's `releaseKey` (the one `configs:init` writes, which every build carries).
 */
export function phoneReleaseKey(
  appFile: string,
  env: NodeJS.ProcessEnv = process.env,
): { key: JsonWebKey | undefined; from: PhoneKeySource } {
  try {
    if (env.VITE_RELEASE_KEY)
      return { key: JSON.parse(env.VITE_RELEASE_KEY) as JsonWebKey, from: 'VITE_RELEASE_KEY' };
    if (!existsSync(appFile)) return { key: undefined, from: 'none' };
    const key = (JSON.parse(readFileSync(appFile, 'utf8')) as { releaseKey?: JsonWebKey }).releaseKey;
    return { key, from: key ? 'app.json' : 'none' };
  } catch {
    return { key: undefined, from: 'none' };
  }
}
