// Synthesizes the stack the way the CLI does (cdk.json's context, cdk-nag), without bundling the Lambdas.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { HostelStack, type HostelStackProps } from '../../infra/src/hostel-stack';
import { repoRoot } from '../../infra/src/repo-paths';

export type Resource = { Type: string; Properties?: Record<string, any>; DependsOn?: string | string[] };

export interface SynthesizedStack {
  stack: Stack;
  template: Template;
}

export interface Synthesized {
  stack: HostelStack;
  /** The parent stack's own template. */
  template: Template;
  /** Every nested stack (the API's calls, by area) with its own template. */
  nested: SynthesizedStack[];
  /**
   * The resources of the parent and of every nested stack in one map, each nested parameter replaced by the value the
   * parent passes in, so a nested function's `{ Ref: <parameter> }` reads as the parent's `{ 'Fn::GetAtt': [table, 'Arn'] }`.
   */
  resources: Record<string, Resource>;
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
  const template = Template.fromStack(stack);
  const nested = stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c))
    .map((n) => ({ stack: n, template: Template.fromStack(n) }));
  return { stack, template, nested, resources: mergedResources(template, nested) };
}

/** Replaces `{ Ref: <parameter> }` anywhere in `value` with what `parameters` gives for it. */
function substitute(value: unknown, parameters: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, parameters));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === 'Ref' && typeof entries[0]![1] === 'string' && entries[0]![1] in parameters)
      return parameters[entries[0]![1]];
    return Object.fromEntries(entries.map(([k, v]) => [k, substitute(v, parameters)]));
  }
  return value;
}

function mergedResources(parent: Template, nested: SynthesizedStack[]): Record<string, Resource> {
  const merged = { ...(parent.toJSON().Resources as Record<string, Resource>) };
  for (const { stack, template } of nested) {
    // The parent's AWS::CloudFormation::Stack resource for this nested stack holds the parameter values.
    const parentStack = stack.nestedStackParent!;
    const stackResource = merged[parentStack.resolve(stack.nestedStackResource!.logicalId) as string];
    if (stackResource?.Type !== 'AWS::CloudFormation::Stack') throw new Error(`no AWS::CloudFormation::Stack for ${stack.node.path}`);
    const parameters = (stackResource.Properties?.Parameters ?? {}) as Record<string, unknown>;
    for (const [id, resource] of Object.entries(template.toJSON().Resources as Record<string, Resource>)) {
      if (merged[id]) throw new Error(`logical id ${id} of ${stack.node.path} is also in another stack`);
      merged[id] = substitute(resource, parameters) as Resource;
    }
  }
  return merged;
}
