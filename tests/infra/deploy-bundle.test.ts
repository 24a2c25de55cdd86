// The bundle NodejsFunction makes at deploy (CDK's own esbuild command line, from nodejsBundling()) is the one the
// budget test and the bench measure (esbuildOptions()): one call bundled both ways, byte for byte.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFunction } from '../../infra/src/bundle-function';
import { functionEntry } from '../../infra/src/function-entry';
import { repoRoot } from '../../infra/src/repo-paths';
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
    // Its source map ships beside it, for the stacks it logs (source-stack.ts).
    expect(existsSync(join(assembly.directory, assetDirs[0]!, 'index.mjs.map'))).toBe(true);
    const measured = readFileSync((await bundleFunction('validateSession', join(work, 'measured'))).file, 'utf8');
    // The source map's name is the only line that may differ; the code is the same.
    const code = (text: string) => text.replace(/\/\/# sourceMappingURL=.*\n?$/, '');
    expect(code(deployed)).toBe(code(measured));
    // STS's web-identity call lives only in the chain's clients: aliased away, it is in neither.
    expect(deployed).not.toContain('AssumeRoleWithWebIdentity');
  }, 120_000);

  it("logs an unexpected failure's stack in the TypeScript sources' terms, with Node's source maps off as deployed", async () => {
    const entry = join(repoRoot, 'tests/support/throwing-bundle-entry.ts');
    const { file } = await bundleFunction('throwing', join(work, 'throwing'), entry);
    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(await handler()));`;
    // The environment a deployed call has: no NODE_OPTIONS (hostel-stack.test.ts holds the template to it).
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const { raw, logged } = JSON.parse(out) as { raw: string; logged: string };
    // Node left the stack in the bundle's terms: nothing parsed the map at load.
    expect(raw).toContain('index.mjs:');
    expect(raw).not.toContain('.ts:');
    const line =
      readFileSync(entry, 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('throw new Error')) + 1;
    expect(logged.split('\n')[0]).toBe('Error: an unexpected failure');
    // Positions are the sources'; names stay the minified ones (the frame's line says which function it is).
    expect(logged.split('\n')[1]).toMatch(new RegExp(`^ {4}at \\S+ \\(tests/support/throwing-bundle-entry\\.ts:${line}:\\d+\\)$`));
    expect(logged).not.toContain('index.mjs:');
  }, 120_000);
});
