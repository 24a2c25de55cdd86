import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

// The local data folder holds the signing keys and every account's data: only its owner may read it,
// whatever the umask, and also when an older version made it readable to others.

const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

export interface DataDir {
  /** The folder itself (DATA_DIR). */
  root: string;
  /** Where DynamoDB Local keeps its database file. */
  dynamo: string;
  /** The local signing keys. */
  secretsFile: string;
}

function privateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: OWNER_ONLY_DIR });
  // mkdir leaves an existing folder's mode alone, and its mode is masked by the umask.
  chmodSync(path, OWNER_ONLY_DIR);
}

/** Creates the data folder and DynamoDB's folder in it (or tightens them), both readable by their owner only. */
export function prepareDataDir(root: string): DataDir {
  const dir: DataDir = { root, dynamo: join(root, 'dynamodb'), secretsFile: join(root, 'secrets.json') };
  privateDir(dir.root);
  privateDir(dir.dynamo);
  if (existsSync(dir.secretsFile)) chmodSync(dir.secretsFile, OWNER_ONLY_FILE);
  return dir;
}
