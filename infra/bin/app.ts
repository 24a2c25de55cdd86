// The CDK app: one stack, settings from context (-c key=value), checked by cdk-nag's AwsSolutions pack.
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { HostelStack } from '../src/hostel-stack';

const app = new App();

function context(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

new HostelStack(app, context('stackName') ?? 'HostelReservations', {
  // Environment-agnostic unless the CLI knows the account (no lookups, so synth works offline).
  env: { account: context('account') ?? process.env.CDK_DEFAULT_ACCOUNT, region: context('region') ?? process.env.CDK_DEFAULT_REGION },
  description: 'Hostel reservations: CloudFront + S3 SPA, HTTP API with one Lambda per call, DynamoDB, SES',
  senderEmail: context('senderEmail'),
  senderDomain: context('senderDomain'),
  mailFrom: context('mailFrom'),
  supportEmail: context('supportEmail'),
  domainName: context('domainName'),
  certificateArn: context('certificateArn'),
  alarmEmail: context('alarmEmail'),
  logLevel: context('logLevel'),
  originSecretVersion: context('originSecretVersion'),
});

Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
