/**
 * The release key: an ECDSA P-256 key pair. Its private half signs each release's manifest and never
 * enters the repository (a file whose path `configs:release` is given); its public half is
 * app.json's `releaseKey`, which phones verify manifests with (docs/deployment.md).
 */
import { createPrivateKey, webcrypto } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { RELEASE_KEY_ALGORITHM } from '../../src/app/remote-release';

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
  writeFileSync(file, key.pem, { mode: 0o600, flag: 'wx' });
  return key.publicJwk;
}

/** Whether a public key is the same key as app.json's `releaseKey`. */
export function sameKey(a: PublicJwk, b: unknown): boolean {
  const other = b as Partial<PublicJwk> | undefined;
  return !!other && other.x === a.x && other.y === a.y && other.crv === a.crv;
}
