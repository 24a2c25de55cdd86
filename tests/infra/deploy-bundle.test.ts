// The bundle NodejsFunction makes at deploy (CDK's own esbuild command line, from nodejsBundling()) is the one the
// budget test and the bench measure (esbuildOptions()): one call bundled both ways, byte for byte.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFunction } from '../../infra/src/bundle-function';
import { functionEntry } from '../../infra/src/function-entry';
import { nodejsBundling } from '../../infra/src/lambda-bundling';

const work = mkdtempSync(join(tmpdir(), 'hostel-deploy-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a deployed function's bundle", () => {
  it('is byte for byte the bundle the budget and the bench measure, without the credential chain it never runs', async () => {
    const app = new App({ outdir: join(work, 'cdk.out') });
    new NodejsFunction(new Stack(app, 'BundleCheck'), 'ValidateSession', {
      entry: functionEntry('validateSession'),
      runtime: Runtime.NODEJS_22_X,
      bundling: nodejsBundling(),
    });
    const assembly = app.synth();
    const assetDirs = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    expect(assetDirs).toHaveLength(1);
    const deployed = readFileSync(join(assembly.directory, assetDirs[0]!, 'index.mjs'), 'utf8');
    const measured = readFileSync((await bundleFunction('validateSession', join(work, 'measured'))).file, 'utf8');
    // The source map's name is the only line that may differ; the code is the same.
    const code = (text: string) => text.replace(/\/\/# sourceMappingURL=.*\n?$/, '');
    expect(code(deployed)).toBe(code(measured));
    // STS's web-identity call lives only in the chain's clients: aliased away, it is in neither.
    expect(deployed).not.toContain('AssumeRoleWithWebIdentity');
  }, 120_000);
});
