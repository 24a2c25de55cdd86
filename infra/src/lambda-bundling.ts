// The one definition of how a Lambda is bundled. NodejsFunction (deploy) and bundleFunction (budget
// test, bench) both derive their esbuild settings from it, so what is measured is what ships.
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { repoRoot } from './repo-paths';

/** ESM bundles have no `require`; some CommonJS dependencies still call it for Node built-ins. */
const CREATE_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const builtin = (name: string) => join(repoRoot, 'functions', 'src', 'lambda-builtins', `node-${name}.ts`);

export const lambdaBuild = {
  target: 'node22',
  format: 'esm',
  minify: true,
  sourcemap: true,
  // Stack traces need the mappings, not a second copy of every source file.
  sourcesContent: false,
  // Prefer ES module builds: they tree-shake (the AWS SDK ships both).
  mainFields: ['module', 'main'],
  banner: CREATE_REQUIRE_BANNER,
  // Licence comments go to no file: the packages' licences ship with the repository.
  legalComments: 'none',
  // Dead-codes route-registry.ts's fallback to the whole route table: a bundle carries its own call's definition only.
  define: { 'process.env.HOSTEL_CALL_BUNDLE': '"true"' },
  // The SDK's default credential chain, as Lambda needs it: the environment's credentials only
  // (functions/src/lambda-credentials.ts says why); Node's web streams, which only middy's streamed answers use,
  // loaded when first used; the built-ins whose ES namespace runs lazy getters that load what no function uses,
  // taken from the module object instead (each stand-in in functions/src/lambda-builtins/ says why).
  alias: {
    '@aws-sdk/credential-provider-node': join(repoRoot, 'functions', 'src', 'lambda-credentials.ts'),
    'node:stream/web': builtin('stream-web'),
    // A stand-in exports only the names the bundles read (a sub-path such as node:util/types would be aliased too).
    'node:http': builtin('http'),
    'node:process': builtin('process'),
    'node:util': builtin('util'),
  },
  // A name read from a module that lacks it (a stand-in above) fails the build instead of being undefined at run time.
  logOverride: { 'import-is-undefined': 'error' },
} as const;

/** The same settings in NodejsFunction's terms. */
export function nodejsBundling(): BundlingOptions {
  return {
    target: lambdaBuild.target,
    format: OutputFormat.ESM,
    minify: lambdaBuild.minify,
    sourceMap: lambdaBuild.sourcemap,
    sourcesContent: lambdaBuild.sourcesContent,
    mainFields: [...lambdaBuild.mainFields],
    banner: lambdaBuild.banner,
    // The AWS SDK is bundled (pinned, tree-shaken), not taken from the runtime: no module is external.
    externalModules: [],
    define: { ...lambdaBuild.define },
    esbuildArgs: {
      '--legal-comments': lambdaBuild.legalComments,
      '--tree-shaking': 'true',
      '--alias': Object.entries(lambdaBuild.alias).map(([from, to]) => `${from}=${to}`),
      ...Object.fromEntries(Object.entries(lambdaBuild.logOverride).map(([id, level]) => [`--log-override:${id}`, level])),
    },
    // No Docker here or in CI: the workspace's esbuild bundles on the host.
    forceDockerBundling: false,
  };
}

/** The same settings in esbuild's JS API terms, for one entry file. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    treeShaking: true,
    target: lambdaBuild.target,
    format: lambdaBuild.format,
    minify: lambdaBuild.minify,
    sourcemap: lambdaBuild.sourcemap,
    sourcesContent: lambdaBuild.sourcesContent,
    mainFields: [...lambdaBuild.mainFields],
    banner: { js: lambdaBuild.banner },
    legalComments: lambdaBuild.legalComments,
    define: { ...lambdaBuild.define },
    alias: { ...lambdaBuild.alias },
    logOverride: { ...lambdaBuild.logOverride },
    external: [],
    logLevel: 'warning',
  };
}
