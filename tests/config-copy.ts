/** The project's screen configs copied to a temporary folder, for a test that edits or releases them. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface ConfigCopy {
  /** The temporary folder: remove it when the test is done. */
  work: string;
  /** `<work>/screen-configs`, a copy of the project's. */
  configs: string;
}

/** A lender's real details, as an operator writes them into app.json before a release. */
export const FILLED_IN = {
  lender: {
    name: 'Maharlika Lending Corporation',
    secRegistrationNo: 'CS201912345',
    certificateOfAuthorityNo: '3012',
    address: '12 Ayala Avenue, Makati City, Metro Manila, Philippines',
    email: 'support@maharlika-lending.ph',
    phone: '+63 2 7777 1234',
  },
  grievanceOfficer: {
    name: 'Maria Santos',
    email: 'dpo@maharlika-lending.ph',
    phone: '+63 2 7777 1235',
    address: '12 Ayala Avenue, Makati City, Metro Manila, Philippines',
  },
  policyDate: '2026-11-01',
};

/** Writes FILLED_IN into the folder's app.json (a release refuses the shipped placeholders); returns the folder. */
export function fillInLender(configs: string): string {
  const file = join(configs, 'app.json');
  const app = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, `${JSON.stringify({ ...app, ...FILLED_IN }, null, 2)}\n`);
  return configs;
}

/**
 * Copies screen-configs/ to `<work>/screen-configs`, with schemas/ beside it as the configs name
 * their schemas ("../schemas/…"). `name` starts the temporary folder's name. `filledIn`: app.json
 * holds a lender's real details instead of the shipped placeholders, as a release needs.
 */
export function copyConfigs(name: string, { filledIn = false }: { filledIn?: boolean } = {}): ConfigCopy {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const configs = join(work, 'screen-configs');
  cpSync(join(root, 'screen-configs'), configs, { recursive: true });
  cpSync(join(root, 'schemas'), join(work, 'schemas'), { recursive: true });
  if (filledIn) fillInLender(configs);
  return { work, configs };
}
