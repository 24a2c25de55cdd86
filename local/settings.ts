import { join, resolve } from 'node:path';
import { ROOT, StartupError } from './local-stack';

// What `npm start` reads from the environment, checked before anything starts.

export interface LocalSettings {
  port: number;
  dynamoPort: number;
  sesPort: number;
  /** CHANNEX_PORT: the Channex stand-in's. */
  channexPort: number;
  /** DATA_DIR, or `.data/` in the repository: DynamoDB's files and the signing keys live there. */
  dataDir: string;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new StartupError(`${name} must be a port number, got "${raw}"`);
  return value;
}

/** The settings, with a relative DATA_DIR taken from the folder the command runs in. */
export function localSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): LocalSettings {
  const dataDir = env.DATA_DIR?.trim();
  return {
    port: port(env, 'PORT', 3000),
    dynamoPort: port(env, 'DYNAMODB_PORT', 8000),
    sesPort: port(env, 'SES_PORT', 8005),
    channexPort: port(env, 'CHANNEX_PORT', 8010),
    dataDir: dataDir ? resolve(cwd, dataDir) : join(ROOT, '.data'),
  };
}
