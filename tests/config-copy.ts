/** The project's screen configs copied to a temporary folder, for a test that edits or releases them. */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface ConfigCopy {
  /** The temporary folder: remove it when the test is done. */
  work: string;
  /** `<work>/screen-configs`, a copy of the project's. */
  configs: string;
}

/**
 * Copies screen-configs/ to `<work>/screen-configs`, with schemas/ beside it as the configs name
 * their schemas ("../schemas/…"). `name` starts the temporary folder's name.
 */
export function copyConfigs(name: string): ConfigCopy {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const configs = join(work, 'screen-configs');
  cpSync(join(root, 'screen-configs'), configs, { recursive: true });
  cpSync(join(root, 'schemas'), join(work, 'schemas'), { recursive: true });
  return { work, configs };
}
