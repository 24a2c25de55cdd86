// Synthesizes the stack the way the CLI does (cdk.json's context, cdk-nag), without bundling the Lambdas.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { HostelStack, type HostelStackProps } from '../../infra/src/hostel-stack';
import { repoRoot } from '../../infra/src/repo-paths';

export interface Synthesized {
  stack: HostelStack;
  template: Template;
}

/** A tiny stand-in for web/dist, which may not be built when infra tests run. */
function fakeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hostel-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>test</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

export function synthStack(props: HostelStackProps = {}): Synthesized {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const app = new App({
    // No stack is bundled: the functions' code stays a placeholder asset, synth takes seconds.
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
    outdir: mkdtempSync(join(tmpdir(), 'hostel-cdk-out-')),
  });
  const stack = new HostelStack(app, 'HostelTest', {
    webAssetPath: fakeSite(),
    senderEmail: 'bookings@example.org',
    ...props,
  });
  Aspects.of(app).add(new AwsSolutionsChecks());
  return { stack, template: Template.fromStack(stack) };
}
