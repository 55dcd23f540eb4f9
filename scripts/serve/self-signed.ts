/**
 * A throwaway certificate for 127.0.0.1 and localhost, made with `openssl` for one run of the local
 * server over TLS (browsers speak HTTP/2 only over TLS). Nothing is written outside a temporary folder,
 * which is removed at once.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  /** PEM */
  key: string;
  /** PEM */
  cert: string;
}

export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'serve-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'pipe' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'serving over TLS needs openssl (apt-get install -y openssl)'
        : `openssl could not make a certificate: ${String((error as { stderr?: unknown }).stderr ?? error)}`,
      { cause: error },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
