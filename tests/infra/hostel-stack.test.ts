import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { API_PREFIX, kebabName, routeNames, routeTable, type RouteDefinition } from '@hostel/shared/api/route-table';
import { tableDefinition } from '@hostel/functions/data/table-definition';
import { CONTENT_SECURITY_POLICY } from '@hostel/shared/http/security-headers';
import { ROUTE_TAG } from '../../infra/src/api-function';
import { synthStack, type Synthesized } from './synth-stack';

type Resource = { Type: string; Properties?: Record<string, any>; DependsOn?: string | string[] };

const routes: Record<string, RouteDefinition> = routeTable;

let synth: Synthesized;
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  synth = synthStack();
  template = synth.template;
  resources = template.toJSON().Resources as Record<string, Resource>;
});

function ofType(type: string): Array<[string, Resource]> {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

/** API functions by route name, told from CDK's helper functions by their route tag. */
function apiFunctions(): Map<string, [string, Resource]> {
  const found = new Map<string, [string, Resource]>();
  for (const [id, fn] of ofType('AWS::Lambda::Function')) {
    const tag = (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.find((t) => t.Key === ROUTE_TAG);
    if (tag) found.set(tag.Value, [id, fn]);
  }
  return found;
}

/** Every action the function's role is allowed, from all policies attached to that role. */
function allowedActions(fn: Resource): string[] {
  const roleId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const role = resources[roleId]!;
  expect(role.Properties?.ManagedPolicyArns ?? []).toEqual([]);
  const actions: string[] = [];
  for (const [, policy] of ofType('AWS::IAM::Policy')) {
    const attached = (policy.Properties?.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId);
    if (!attached) continue;
    for (const statement of policy.Properties?.PolicyDocument.Statement as Array<{ Effect: string; Action: string | string[] }>) {
      expect(statement.Effect).toBe('Allow');
      actions.push(...[statement.Action].flat());
    }
  }
  return actions;
}

describe('API from the route table', () => {
  it('has exactly one route per call, with the call\'s method and path', () => {
    const keys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties?.RouteKey as string).sort();
    expect(keys).toHaveLength(routeNames.length);
    expect(keys).toEqual(routeNames.map((name) => `${routes[name]!.method} ${API_PREFIX}${routes[name]!.path}`).sort());
  });

  it('has exactly one function per call and no other Node.js function', () => {
    const fns = apiFunctions();
    expect([...fns.keys()].sort()).toEqual([...routeNames].sort());
    const untagged = ofType('AWS::Lambda::Function').filter(([, fn]) => !fns.has(
      (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.find((t) => t.Key === ROUTE_TAG)?.Value ?? ''));
    // The only other function is CDK's BucketDeployment provider.
    expect(untagged.map(([id]) => id)).toEqual([expect.stringMatching(/^CustomCDKBucketDeployment/)]);
  });

  it('sets each function up with the shared defaults and its route\'s memory', () => {
    for (const [name, [, fn]] of apiFunctions()) {
      const p = fn.Properties!;
      expect(p.Runtime).toBe('nodejs22.x');
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.Handler).toBe('index.handler');
      expect(p.MemorySize).toBe(routes[name]!.hashesPasswords ? 1024 : 256);
      expect(p.LoggingConfig?.LogGroup).toBeDefined();
      expect(p.Description).toContain(`(${name})`);
      const env = p.Environment.Variables as Record<string, unknown>;
      for (const key of ['TABLE_NAME', 'APP_ORIGIN', 'MAIL_FROM', 'SUPPORT_EMAIL', 'SES_CONFIGURATION_SET', 'SECRETS_ID']) expect(env[key], `${name} ${key}`).toBeDefined();
      // APP_ORIGIN is the distribution's own URL when there is no custom domain.
      expect(JSON.stringify(env.APP_ORIGIN)).toMatch(/WebDistribution[A-Z0-9]+","DomainName"/);
      expect(env.MAIL_FROM).toBe('bookings@example.org');
      expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(kebabName(name)).toMatch(/^[a-z-]+$/);
    }
  });

  it('grants each function exactly the table actions its route declares, and mail only to senders', () => {
    for (const [name, [, fn]] of apiFunctions()) {
      const route = routes[name]!;
      const actions = allowedActions(fn);
      expect(actions.filter((a) => a.includes('*')), name).toEqual([]);
      expect(actions, name).toContain('secretsmanager:GetSecretValue');
      // A call that queries both the table and the index holds Query twice, or once when CDK merges the two statements.
      const expected = new Set([...route.table.map((action) => `dynamodb:${action}`), ...(route.queriesIndex ? ['dynamodb:Query'] : [])]);
      expect([...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort(), name).toEqual([...expected].sort());
      expect(actions.includes('ses:SendEmail'), name).toBe(Boolean(route.sendsEmail));
      expect(actions.some((a) => a.startsWith('ses:') && a !== 'ses:SendEmail'), name).toBe(false);
    }
  });

  it('throttles the default stage and logs its requests', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
  });

  it('alarms on API 5xx and on Lambda errors over every function', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: '5xx', Namespace: 'AWS/ApiGateway' });
    const lambdaAlarms = ofType('AWS::CloudWatch::Alarm').filter(([, a]) => Array.isArray(a.Properties?.Metrics));
    const watched = lambdaAlarms.flatMap(([, a]) => (a.Properties!.Metrics as Array<{ MetricStat?: { Metric: { MetricName: string } } }>)
      .filter((m) => m.MetricStat?.Metric.MetricName === 'Errors'));
    expect(watched).toHaveLength(routeNames.length);
    for (const [, alarm] of lambdaAlarms) expect((alarm.Properties!.Metrics as unknown[]).length).toBeLessThanOrEqual(11);
  });
});

describe('data', () => {
  it('declares the table from the shared definition: on demand, PITR, deletion protection, TTL, GSIs', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [{ AttributeName: index.partitionKey, KeyType: 'HASH' }, { AttributeName: index.sortKey, KeyType: 'RANGE' }],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });

  it('keeps the signing key in one generated secret the functions read', () => {
    const secrets = ofType('AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(1);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'signingKey', SecretStringTemplate: '{}' }),
    });
    expect(JSON.stringify(secrets)).not.toContain('{{resolve:');
  });
});

describe('web', () => {
  function distribution(): Record<string, any> {
    const [[, dist]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    return dist.Properties!.DistributionConfig;
  }

  it('serves the SPA from a private bucket through OAC, rewriting SPA routes with a function, not error pages', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const s3Origin = config.Origins.find((o: any) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(s3Origin.Id);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });

  it('uploads hashed assets to be cached a year, and everything else to be revalidated', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });

  it('serves the prerendered public pages, and index.html for other extension-less paths', () => {
    const [[, fn]] = ofType('AWS::CloudFront::Function') as [[string, Resource]];
    // Run the CloudFront Function's code as CloudFront would.
    const handler = new Function(`${fn.Properties!.FunctionCode as string}; return handler;`)() as (e: unknown) => { uri: string };
    const run = (uri: string) => handler({ request: { uri } }).uri;
    expect(run('/calendar')).toBe('/index.html');
    expect(run('/users/confirm-email/abc.def')).toBe('/users/confirm-email/abc.def');
    expect(run('/assets/app-1234.js')).toBe('/assets/app-1234.js');
    expect(run('/')).toBe('/pages/index.html');
    expect(run('/pricing')).toBe('/pages/pricing/index.html');
    expect(run('/legal/terms-of-use/')).toBe('/pages/legal/terms-of-use/index.html');
    expect(run('/accounts/login')).toBe('/index.html');
  });

  it('routes /api/v1/* to the HTTP API on the same domain, uncached, forwarding only what the API reads', () => {
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b: any) => b.PathPattern === `${API_PREFIX}/*`);
    expect(behavior).toBeDefined();
    expect(config.CacheBehaviors).toHaveLength(1);
    expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    const [[policyId, policy]] = ofType('AWS::CloudFront::OriginRequestPolicy') as [[string, Resource]];
    expect(behavior.OriginRequestPolicyId).toEqual({ Ref: policyId });
    const settings = policy.Properties!.OriginRequestPolicyConfig;
    expect(settings.CookiesConfig.CookieBehavior).toBe('all');
    expect(settings.QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(settings.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(settings.HeadersConfig.Headers).toEqual(expect.arrayContaining(['CloudFront-Viewer-Address', 'origin', 'sec-fetch-site', 'content-type']));
    expect(settings.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
    expect(behavior.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    const apiOrigin = config.Origins.find((o: any) => o.Id === behavior.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(apiOrigin.DomainName)).toMatch(/ApiEndpoint/);
  });

  it('sends the shared security headers from one response headers policy on every behaviour', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true, Preload: false },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
    const [[policyId]] = ofType('AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
    const config = distribution();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('outputs the app URL', () => {
    template.hasOutput('AppUrl', { Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('WebDistribution'), 'DomainName'] }]] } });
  });
});

describe('the template as a whole', () => {
  it('has no reference cycle (functions → distribution → API endpoint → not the functions)', () => {
    const edges = new Map<string, Set<string>>();
    const collect = (value: unknown, into: Set<string>): void => {
      if (Array.isArray(value)) value.forEach((v) => collect(v, into));
      else if (value && typeof value === 'object') {
        for (const [key, v] of Object.entries(value)) {
          if (key === 'Ref' && typeof v === 'string' && resources[v]) into.add(v);
          else if (key === 'Fn::GetAtt' && Array.isArray(v) && resources[v[0] as string]) into.add(v[0] as string);
          else collect(v, into);
        }
      }
    };
    for (const [id, resource] of Object.entries(resources)) {
      const deps = new Set<string>([resource.DependsOn ?? []].flat());
      collect(resource.Properties, deps);
      edges.set(id, deps);
    }
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string, path: string[]): void => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') throw new Error(`Cycle: ${[...path, id].join(' → ')}`);
      state.set(id, 'visiting');
      for (const dep of edges.get(id) ?? []) visit(dep, [...path, id]);
      state.set(id, 'done');
    };
    for (const id of edges.keys()) visit(id, []);
  });

  it('passes cdk-nag AwsSolutions with no unsuppressed error or warning', () => {
    const annotations = Annotations.fromStack(synth.stack);
    const errors = annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 80)}`)).toEqual([]);
    const warnings = annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(warnings.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 80)}`)).toEqual([]);
  });
});

describe('custom domain', () => {
  it('serves the app and sets APP_ORIGIN on the custom domain, with TLS 1.2 or later', () => {
    const { template: custom, stack } = synthStack({
      domainName: 'book.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
    });
    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['book.example.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    custom.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ APP_ORIGIN: 'https://book.example.org' }) } });
    custom.hasOutput('AppUrl', { Value: 'https://book.example.org' });
    expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
  });
});
