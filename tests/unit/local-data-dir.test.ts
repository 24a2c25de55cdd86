import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDataDir } from '../../local/data-dir';
import { localSecrets, ROOT, StartupError } from '../../local/local-stack';
import { localSettings } from '../../local/settings';

const mode = (path: string) => statSync(path).mode & 0o777;

function scratch(): string {
  return mkdtempSync(join(tmpdir(), 'hostel-data-'));
}

describe('the local data folder', () => {
  it("creates the folder and DynamoDB's folder for their owner only", () => {
    const root = join(scratch(), 'nested', 'data');
    const dir = prepareDataDir(root);
    expect(dir.dynamo).toBe(join(root, 'dynamodb'));
    expect(mode(root).toString(8)).toBe('700');
    expect(mode(dir.dynamo).toString(8)).toBe('700');
  });

  it('tightens a folder and signing keys an earlier run left readable to others', () => {
    const root = scratch();
    chmodSync(root, 0o755);
    mkdirSync(join(root, 'dynamodb'), { mode: 0o777 });
    chmodSync(join(root, 'dynamodb'), 0o777);
    writeFileSync(join(root, 'secrets.json'), '{}', { mode: 0o644 });
    chmodSync(join(root, 'secrets.json'), 0o644);
    prepareDataDir(root);
    expect(mode(root).toString(8)).toBe('700');
    expect(mode(join(root, 'dynamodb')).toString(8)).toBe('700');
    expect(mode(join(root, 'secrets.json')).toString(8)).toBe('600');
  });

  it('writes the local signing keys once, owner-only, and reads the same keys on the next start', () => {
    const root = join(scratch(), 'data');
    const first = localSecrets(root);
    expect(mode(root).toString(8)).toBe('700');
    expect(mode(join(root, 'secrets.json')).toString(8)).toBe('600');
    expect(localSecrets(root)).toEqual(first);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});

describe('local settings', () => {
  it('keeps data in .data/ of the repository unless DATA_DIR says otherwise', () => {
    expect(localSettings({}, '/somewhere').dataDir).toBe(join(ROOT, '.data'));
    expect(localSettings({ DATA_DIR: '' }, '/somewhere').dataDir).toBe(join(ROOT, '.data'));
    expect(localSettings({ DATA_DIR: '/srv/hostel-demo' }, '/somewhere').dataDir).toBe('/srv/hostel-demo');
    // A relative folder is taken from where the command runs (the repository, for npm start).
    expect(localSettings({ DATA_DIR: 'demo-data' }, '/work/hostel').dataDir).toBe('/work/hostel/demo-data');
    expect(existsSync('/work/hostel/demo-data')).toBe(false);
  });

  it('reads the ports, and refuses one that is not a port', () => {
    expect(localSettings({}, '/')).toMatchObject({ port: 3000, dynamoPort: 8000, sesPort: 8005, channexPort: 8010 });
    expect(localSettings({ PORT: '3100', DYNAMODB_PORT: '8100', SES_PORT: '8105', CHANNEX_PORT: '8110' }, '/')).toMatchObject({
      port: 3100,
      dynamoPort: 8100,
      sesPort: 8105,
      channexPort: 8110,
    });
    expect(() => localSettings({ PORT: 'eighty' }, '/')).toThrow(StartupError);
    expect(() => localSettings({ SES_PORT: '70000' }, '/')).toThrow('SES_PORT must be a port number, got "70000"');
  });
});
