// The AwsSolutions findings this stack accepts, each with the reason it is accepted, scoped as narrowly as cdk-nag allows.
import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export interface SuppressionScopes {
  /** The HTTP API construct (routes and functions). */
  api: IConstruct;
  /** The distribution. */
  distribution: IConstruct;
  /** The site bucket. */
  siteBucket: IConstruct;
  /** The signing-key secrets. */
  secrets: IConstruct;
  /** The header value CloudFront adds to API requests. */
  originSecret: IConstruct;
  /** True when a custom domain with its own certificate is configured. */
  customDomain: boolean;
}

export function suppressAcceptedFindings(stack: Stack, scopes: SuppressionScopes): void {
  NagSuppressions.addResourceSuppressions(
    scopes.api,
    [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorization is enforced in every handler from the route table: signed session cookie and role checks; public calls are public by the spec.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the product targets and tests (design guide §10); moving on is a deliberate upgrade, not drift.',
      },
      {
        id: 'AwsSolutions-IAM5',
        reason: "grantReadData/grantReadWriteData: Query on this table's own GSIs needs <table>/index/*; nothing wider is granted.",
        appliesTo: [{ regex: '/^Resource::<.+\\.Arn>\\/index\\/\\*$/g' }],
      },
    ],
    true,
  );

  NagSuppressions.addResourceSuppressions(
    scopes.distribution,
    [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Guests book from anywhere; there is no country to block.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A WAF web ACL costs at least $5/month idle, more than the whole stack; the API stage is throttled and sign-in/mail calls are rate-limited per account and address.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Every API request is logged by the HTTP API access log and its Lambda; CloudFront standard logs would add a log bucket for static-file reads only.',
      },
      ...(scopes.customDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without -c domainName the default *.cloudfront.net certificate is used, whose policy CloudFront fixes; with a custom domain TLSv1.2_2021 is enforced.',
            },
          ]),
    ],
    true,
  );

  NagSuppressions.addResourceSuppressions(
    scopes.siteBucket,
    [
      {
        id: 'AwsSolutions-S1',
        reason:
          'The bucket is private and read only by CloudFront (OAC) and written only by the deployment; access logs would record nothing but those two.',
      },
    ],
    true,
  );

  NagSuppressions.addResourceSuppressions(
    scopes.secrets,
    [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating the signing keys signs everyone out and voids pending email links; they are rotated by hand if ever exposed (docs/deploy.md).',
      },
    ],
    true,
  );

  NagSuppressions.addResourceSuppressions(
    scopes.originSecret,
    [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'CloudFormation reads this value into the distribution and the functions at deploy time; it is replaced by hand and rolled out with -c originSecretVersion (docs/deploy.md).',
      },
    ],
    true,
  );

  // BucketDeployment's provider is a CDK-managed singleton at the stack root; its code and policy are CDK's.
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    NagSuppressions.addResourceSuppressions(
      child,
      [
        { id: 'AwsSolutions-IAM4', reason: 'CDK BucketDeployment helper: AWSLambdaBasicExecutionRole only lets it write its own logs.' },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CDK BucketDeployment helper: reads the CDK asset bucket, syncs the site bucket (object wildcards) and invalidates CloudFront (not scopable).',
        },
        { id: 'AwsSolutions-L1', reason: 'CDK BucketDeployment helper: its runtime is chosen and updated by aws-cdk-lib.' },
      ],
      true,
    );
  }
}
