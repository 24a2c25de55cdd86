import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { API_PREFIX, kebabName, routeNames, routeTable, type RouteDefinition } from '@hostel/shared/api/route-table';
import { tableDefinition } from '@hostel/functions/data/table-definition';
import { ORIGIN_SECRET_HEADER } from '@hostel/functions/http/client-address';
import { CONTENT_SECURITY_POLICY } from '@hostel/shared/http/security-headers';
import { outboxStreamFilter } from '@hostel/functions/data/outbox-repository';
import { mailerSettings, SWEEP_EVENT } from '@hostel/functions/mailer/mailer-settings';
import { syncSettings } from '@hostel/functions/calendar-sync/sync-settings';
import { channelPushStreamFilter } from '@hostel/functions/channel-manager/push-changes';
import { API_FUNCTION_MEMORY_MB } from '../../infra/src/api-function';
import { FULL_PUSH_EVENT, PUSH_SWEEP_EVENT, pushSettings } from '@hostel/functions/channel-manager/push-settings';
import { hashCost } from '../../functions/src/accounts/password-hasher';
import { ROUTE_TAG } from '../../infra/src/api-function';
import { routesStackId } from '../../infra/src/api-routes-stack';
import { WORKER_TAG } from '../../infra/src/worker-function';
import { synthStack, type Resource, type Synthesized } from './synth-stack';

const routes: Record<string, RouteDefinition> = routeTable;

let synth: Synthesized;
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  synth = synthStack();
  template = synth.template;
  // The parent's resources and every nested stack's, so each assertion below sees every function.
  resources = synth.resources;
});

/** The dynamic reference CloudFormation resolves at deploy time: `{{resolve:secretsmanager:<arn>:SecretString:::}}`. */
function originSecretReference(secretId: string): unknown {
  return { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] };
}

/** Resources of a type across the parent and every nested stack. */
function ofType(type: string, from: Record<string, Resource> = resources): Array<[string, Resource]> {
  return Object.entries(from).filter(([, resource]) => resource.Type === type);
}

/** API functions by route name, told from CDK's helper functions by their route tag. */
function apiFunctions(from: Record<string, Resource> = resources): Map<string, [string, Resource]> {
  const found = new Map<string, [string, Resource]>();
  for (const [id, fn] of ofType('AWS::Lambda::Function', from)) {
    const tag = (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.find((t) => t.Key === ROUTE_TAG);
    if (tag) found.set(tag.Value, [id, fn]);
  }
  return found;
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every statement of every policy attached to the function's role. */
function statementsOf(fn: Resource): Statement[] {
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties!.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties?.PolicyDocument.Statement as Statement[]);
}

/** Every (action, resource) pair the function's role is allowed, from all policies attached to that role. */
function allowedGrants(fn: Resource): Array<{ action: string; resource: unknown }> {
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const role = resources[roleId]!;
  expect(role.Properties?.ManagedPolicyArns ?? []).toEqual([]);
  const grants: Array<{ action: string; resource: unknown }> = [];
  for (const [, policy] of ofType('AWS::IAM::Policy')) {
    const attached = (policy.Properties!.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId);
    if (!attached) continue;
    for (const statement of policy.Properties!.PolicyDocument.Statement as Array<{
      Effect: string;
      Action: string | string[];
      Resource: unknown;
    }>) {
      expect(statement.Effect).toBe('Allow');
      for (const action of [statement.Action].flat()) {
        for (const resource of [statement.Resource].flat()) grants.push({ action, resource });
      }
    }
  }
  return grants;
}

/** Every action the function's role is allowed, once per statement that allows it. */
function allowedActions(fn: Resource): string[] {
  const roleId = (fn.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties!.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
    .flatMap(([, policy]) =>
      (policy.Properties!.PolicyDocument.Statement as Array<{ Action: string | string[] }>).flatMap((statement) =>
        [statement.Action].flat(),
      ),
    );
}

/** The one table, as policies name it: its ARN, and its index's ARN. */
function tableArns(): { table: unknown; index: unknown } {
  const [[tableId]] = ofType('AWS::DynamoDB::Table') as [[string, Resource]];
  const table = { 'Fn::GetAtt': [tableId, 'Arn'] };
  const indexName = tableDefinition.globalSecondaryIndexes[0].indexName;
  return { table, index: { 'Fn::Join': ['', [table, `/index/${indexName}`]] } };
}

/** The route keys API Gateway has for these calls: each call's own, and HEAD for a GET that answers it. */
function routeKeysOf(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const route = routes[name]!;
    const key = `${route.method} ${API_PREFIX}${route.path}`;
    return route.head ? [key, `HEAD ${API_PREFIX}${route.path}`] : [key];
  });
}

describe('API from the route table', () => {
  it("has exactly one route per call, with the call's method and path (and HEAD beside a GET that declares it)", () => {
    const keys = ofType('AWS::ApiGatewayV2::Route')
      .map(([, r]) => r.Properties?.RouteKey as string)
      .sort();
    expect(keys).toEqual(routeKeysOf(routeNames).sort());
  });

  it('has exactly one function per call, the mailer, the calendar sync, the channel pusher, and no other Node.js function', () => {
    const fns = apiFunctions();
    expect([...fns.keys()].sort()).toEqual([...routeNames].sort());
    const tagged = (fn: Resource, key: string) =>
      (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.find((t) => t.Key === key)?.Value;
    const others = ofType('AWS::Lambda::Function').filter(([, fn]) => !fns.has(tagged(fn, ROUTE_TAG) ?? ''));
    expect(
      others
        .filter(([, fn]) => tagged(fn, WORKER_TAG))
        .map(([, fn]) => tagged(fn, WORKER_TAG))
        .sort(),
    ).toEqual(['calendar-sync', 'channel-pusher', 'mailer']);
    // The only other function is CDK's BucketDeployment provider.
    expect(others.filter(([, fn]) => !tagged(fn, WORKER_TAG)).map(([id]) => id)).toEqual([
      expect.stringMatching(/^CustomCDKBucketDeployment/),
    ]);
  });

  it("sets each function up with the shared defaults and its route's memory", () => {
    for (const [name, [, fn]] of apiFunctions()) {
      const p = fn.Properties!;
      expect(p.Runtime).toBe('nodejs22.x');
      expect(p.Architectures).toEqual(['arm64']);
      expect(p.Handler).toBe('index.handler');
      expect(p.MemorySize).toBe(API_FUNCTION_MEMORY_MB);
      expect(p.LoggingConfig?.LogGroup).toBeDefined();
      expect(p.Description).toContain(`(${name})`);
      const env = p.Environment.Variables as Record<string, unknown>;
      for (const key of ['TABLE_NAME', 'APP_ORIGIN', 'MAIL_FROM', 'SUPPORT_EMAIL', 'SES_CONFIGURATION_SET', 'SECRETS_ID'])
        expect(env[key], `${name} ${key}`).toBeDefined();
      // APP_ORIGIN is the distribution's own URL when there is no custom domain.
      expect(JSON.stringify(env.APP_ORIGIN)).toMatch(/WebDistribution[A-Z0-9]+","DomainName"/);
      expect(env.MAIL_FROM).toBe('bookings@example.org');
      // No source maps parsed at every cold start: a logged stack is mapped when written (source-stack.ts).
      expect(env.NODE_OPTIONS, `${name} NODE_OPTIONS`).toBeUndefined();
      expect(kebabName(name)).toMatch(/^[a-z-]+$/);
    }
  });

  it('grants each function exactly the table actions its route declares, and mail only to senders', () => {
    for (const [name, [, fn]] of apiFunctions()) {
      const route = routes[name]!;
      const actions = allowedActions(fn);
      expect(
        actions.filter((a) => a.includes('*')),
        name,
      ).toEqual([]);
      expect(actions, name).toContain('secretsmanager:GetSecretValue');
      // A call that queries both the table and the index holds Query twice, or once when CDK merges the two statements.
      const expected = new Set([...route.table.map((action) => `dynamodb:${action}`), ...(route.queriesIndex ? ['dynamodb:Query'] : [])]);
      expect([...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort(), name).toEqual([...expected].sort());
      expect(actions.includes('ses:SendEmail'), name).toBe(Boolean(route.sendsEmail));
      expect(
        actions.some((a) => a.startsWith('ses:') && a !== 'ses:SendEmail'),
        name,
      ).toBe(false);
    }
  });

  it("grants the table actions on the table's ARN only, and the index query on that index's ARN only", () => {
    const { table, index } = tableArns();
    const label = (resource: unknown) =>
      JSON.stringify(resource) === JSON.stringify(table)
        ? 'table'
        : JSON.stringify(resource) === JSON.stringify(index)
          ? 'index'
          : JSON.stringify(resource);
    for (const [name, [, fn]] of apiFunctions()) {
      const route = routes[name]!;
      const granted = allowedGrants(fn)
        .filter((grant) => grant.action.startsWith('dynamodb:'))
        .map((grant) => `${grant.action} on ${label(grant.resource)}`);
      const expected = [
        ...route.table.map((action) => `dynamodb:${action} on table`),
        ...(route.queriesIndex ? ['dynamodb:Query on index'] : []),
      ];
      expect(granted.sort(), name).toEqual(expected.sort());
    }
  });

  it('reads the origin secret into every function from Secrets Manager at deploy time, never as a literal', () => {
    const [[secretId]] = ofType('AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('OriginSecret')) as [[string, Resource]];
    for (const [name, [, fn]] of apiFunctions()) {
      const value = (fn.Properties!.Environment.Variables as Record<string, unknown>).CLOUDFRONT_ORIGIN_SECRET;
      expect(value, name).toEqual(originSecretReference(secretId));
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

  it('gives each public route a share of the stage of its own, and no signed-in route a limit below the stage', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage', template.toJSON().Resources) as [[string, Resource]];
    const settings = stage.Properties!.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const routes: Record<string, RouteDefinition> = routeTable;
    const publicKeys = Object.values(routes)
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${API_PREFIX}${route.path}`);
    expect(publicKeys.length).toBeGreaterThan(5);
    expect(Object.keys(settings).sort()).toEqual(publicKeys.sort());
    for (const key of publicKeys) expect(settings[key], key).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
  });

  it('keeps the API and its stage in the parent, the stage deployed after every nested stack of calls', () => {
    const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage', template.toJSON().Resources) as [[string, Resource]];
    expect(ofType('AWS::ApiGatewayV2::Api', template.toJSON().Resources)).toHaveLength(1);
    const nestedIds = ofType('AWS::CloudFormation::Stack', template.toJSON().Resources).map(([id]) => id);
    expect(nestedIds).toHaveLength(synth.nested.length);
    expect([stage.DependsOn ?? []].flat().sort()).toEqual(expect.arrayContaining(nestedIds.sort()));
  });

  it("alarms on the API's 5xx rate, judged only with enough traffic", () => {
    const [[, alarm]] = ofType('AWS::CloudWatch::Alarm').filter(([id]) => id.includes('Api5xxRate')) as [[string, Resource]];
    const p = alarm.Properties!;
    const queries = p.Metrics as Array<{
      Id: string;
      Expression?: string;
      ReturnData?: boolean;
      MetricStat?: { Metric: { Namespace: string; MetricName: string }; Stat: string };
    }>;
    const watched = queries.find((q) => q.ReturnData !== false)!;
    expect(watched.Expression).toMatch(/^IF\(requests >= \d+, 100 \* FILL\(errors, 0\) \/ requests, 0\)$/);
    const metric = (id: string) => queries.find((q) => q.Id === id)!.MetricStat!;
    expect(metric('errors')).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: '5xx' }, Stat: 'Sum' });
    expect(metric('requests')).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Count' }, Stat: 'Sum' });
    expect(p.Threshold).toBeGreaterThan(0);
    expect(p.Threshold).toBeLessThan(100);
    expect(p.TreatMissingData).toBe('notBreaching');
    expect(p.AlarmActions).toHaveLength(1);
  });

  it("alarms on the account's Lambda errors with Lambda's own aggregate, no function named", () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Statistic: 'Sum',
      Dimensions: Match.absent(),
      TreatMissingData: 'notBreaching',
    });
  });

  it("alarms on the first booking that failed on our side and the first mail given up, from the functions' own metrics", () => {
    for (const metricName of ['BookingsFailed', 'MailsGivenUp'])
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'Hostel',
        MetricName: metricName,
        Dimensions: [{ Name: 'service', Value: 'hostel' }],
        Statistic: 'Sum',
        Threshold: 1,
        EvaluationPeriods: 1,
        DatapointsToAlarm: 1,
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: Match.stringLikeRegexp('AlarmsTopic') }],
      });
    // One alarm per metric: the mail given up pages once, not twice.
    const givenUp = ofType('AWS::CloudWatch::Alarm').filter(([, a]) => JSON.stringify(a.Properties).includes('MailsGivenUp'));
    expect(givenUp).toHaveLength(1);
  });

  it('pays for the same eight alarms and nine metrics however many calls the API has', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm');
    // The API's 5xx rate, the account's Lambda errors, a stream record the mailer gave up (its queue), mail
    // waiting an hour, bookings failed and mails given up (the functions' own metrics); a stream batch the
    // channel pusher gave up (its queue), and a channel push pending an hour.
    expect(alarms).toHaveLength(8);
    // An alarm is billed per metric it reads: its own metric, or each MetricStat of its math.
    const metrics = alarms.flatMap(([, a]) =>
      a.Properties!.Metrics
        ? (a.Properties!.Metrics as Array<{ MetricStat?: { Metric: unknown } }>)
            .filter((q) => q.MetricStat)
            .map((q) => q.MetricStat!.Metric)
        : [{ MetricName: a.Properties!.MetricName, Dimensions: a.Properties!.Dimensions }],
    );
    expect(metrics).toHaveLength(9);
    // No metric names a function, so a new call adds nothing to the bill.
    expect(JSON.stringify(metrics)).not.toContain('FunctionName');
  });
});

describe('calendar sync', () => {
  function syncFunction(): [string, Resource] {
    const found = ofType('AWS::Lambda::Function').filter(([, fn]) =>
      (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.some(
        (t) => t.Key === WORKER_TAG && t.Value === 'calendar-sync',
      ),
    );
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  it('may do exactly its declared table actions, query the index, read the signing secret (the channel manager keys), and nothing else: no mail', () => {
    const { table, index } = tableArns();
    const grants = allowedGrants(syncFunction()[1]).filter((grant) => !grant.action.startsWith('logs:'));
    expect(
      grants
        .filter((grant) => JSON.stringify(grant.resource) === JSON.stringify(table))
        .map((grant) => grant.action)
        .sort(),
    ).toEqual(syncSettings.table.map((a) => `dynamodb:${a}`).sort());
    expect(grants.filter((grant) => JSON.stringify(grant.resource) === JSON.stringify(index)).map((grant) => grant.action)).toEqual([
      'dynamodb:Query',
    ]);
    const secret = grants.filter((grant) => grant.action.startsWith('secretsmanager:')).map((grant) => grant.action);
    expect(secret.sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    expect(grants).toHaveLength(syncSettings.table.length + 1 + secret.length);
  });

  it('runs every 15 minutes from EventBridge Scheduler, one run at a time, whose role may invoke only it', () => {
    const [id, fn] = syncFunction();
    expect(fn.Properties?.Timeout).toBe(syncSettings.timeoutSeconds);
    expect(fn.Properties?.ReservedConcurrentExecutions).toBe(1);
    const schedules = ofType('AWS::Scheduler::Schedule').filter(([, s]) => JSON.stringify(s.Properties!.Target.Arn).includes(id));
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0]![1].Properties!;
    expect(schedule.ScheduleExpression).toBe('rate(15 minutes)');
    expect(schedule.Target.Arn).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
    const roleId = schedule.Target.RoleArn['Fn::GetAtt'][0] as string;
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties!.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties!.PolicyDocument.Statement as Statement[]);
    expect(statements.flatMap((s) => [s.Action].flat())).toEqual(['lambda:InvokeFunction']);
    expect(JSON.stringify(statements.map((s) => s.Resource))).toContain(id);
  });

  it('opens no feed fetch to loopback in AWS: no function carries the test stack flag, and Sync now has its longer timeout', () => {
    for (const [, fn] of ofType('AWS::Lambda::Function')) {
      const env = (fn.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>;
      expect(Object.keys(env).filter((key) => key.startsWith('ICAL_'))).toEqual([]);
    }
    expect(apiFunctions().get('syncCalendarImport')![1].Properties?.Timeout).toBe(routeTable.syncCalendarImport.timeoutSeconds);
  });

  it('hashes passwords at the production cost: no function has a local table endpoint or the test stack scrypt cost', () => {
    const functions = ofType('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(routeNames.length);
    for (const [name, fn] of functions) {
      const env = (fn.Properties?.Environment?.Variables ?? {}) as Record<string, string>;
      expect(
        Object.keys(env).filter((key) => key === 'DYNAMODB_ENDPOINT' || key.startsWith('TEST_STACK_')),
        name,
      ).toEqual([]);
      expect(hashCost(env), name).toBe(17);
    }
  });
});

describe('mailer', () => {
  function mailer(): [string, Resource] {
    const found = ofType('AWS::Lambda::Function').filter(([, fn]) =>
      (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.some((t) => t.Key === WORKER_TAG && t.Value === 'mailer'),
    );
    expect(found).toHaveLength(1);
    return found[0]!;
  }
  const table = () => ofType('AWS::DynamoDB::Table')[0]![0];
  const queue = () => ofType('AWS::SQS::Queue').find(([id]) => id.includes('FailedMail'))![0];

  it('is the only function that sends mail: no call declares sendsEmail, none holds an SES right', () => {
    expect(routeNames.filter((name) => routes[name]!.sendsEmail)).toEqual([]);
    for (const [name, [, fn]] of apiFunctions()) {
      expect(
        allowedActions(fn).filter((a) => a.startsWith('ses:')),
        name,
      ).toEqual([]);
    }
    expect(allowedActions(mailer()[1]).filter((a) => a.startsWith('ses:'))).toEqual(['ses:SendEmail']);
  });

  it('may do exactly its declared table actions on the table, and read nothing but the stream besides', () => {
    const statements = statementsOf(mailer()[1]);
    const tableArn = JSON.stringify({ 'Fn::GetAtt': [table(), 'Arn'] });
    const onTable = statements.filter((s) => [s.Resource].flat().length === 1 && JSON.stringify([s.Resource].flat()[0]) === tableArn);
    expect(onTable.flatMap((s) => [s.Action].flat()).sort()).toEqual(mailerSettings.table.map((a) => `dynamodb:${a}`).sort());
    const streamActions = statements.filter((s) => JSON.stringify(s.Resource).includes('StreamArn')).flatMap((s) => [s.Action].flat());
    expect(streamActions.sort()).toEqual(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']);
    const dynamo = statements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('dynamodb:'));
    expect(dynamo.sort()).toEqual(
      [
        ...mailerSettings.table.map((a) => `dynamodb:${a}`),
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
        'dynamodb:Query',
      ].sort(),
    );
    // Its sweep's Query is on the index alone.
    const onIndex = statements.filter((s) => JSON.stringify(s.Resource).includes('/index/gsi1'));
    expect(onIndex.flatMap((s) => [s.Action].flat())).toEqual(['dynamodb:Query']);
    expect(mailerSettings.queriesIndex).toBe(true);
    expect(allowedActions(mailer()[1])).toContain('secretsmanager:GetSecretValue');
  });

  it('reads new outbox items from the stream, retries a bounded number of times, then records the failure in a queue', () => {
    const [mailerId, fn] = mailer();
    expect(fn.Properties?.Timeout).toBe(mailerSettings.timeoutSeconds);
    const env = fn.Properties?.Environment.Variables as Record<string, unknown>;
    for (const key of ['TABLE_NAME', 'APP_ORIGIN', 'MAIL_FROM', 'SUPPORT_EMAIL', 'SES_CONFIGURATION_SET', 'SECRETS_ID'])
      expect(env[key], key).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: mailerId },
      EventSourceArn: { 'Fn::GetAtt': [table(), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: mailerSettings.batchSize,
      MaximumRetryAttempts: mailerSettings.retryAttempts,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(outboxStreamFilter) }] },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue(), 'Arn'] } } },
    });
    expect(
      ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) => JSON.stringify(m.Properties!.FunctionName).includes(mailerId)),
    ).toHaveLength(1);
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    expect(allowedActions(fn)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue(), 'QueueName'] } }],
      AlarmActions: [{ Ref: Match.stringLikeRegexp('AlarmsTopic') }],
    });
  });
});

describe('channel pusher', () => {
  function pusher(): [string, Resource] {
    const found = ofType('AWS::Lambda::Function').filter(([, fn]) =>
      (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.some(
        (t) => t.Key === WORKER_TAG && t.Value === 'channel-pusher',
      ),
    );
    expect(found).toHaveLength(1);
    return found[0]!;
  }
  const table = () => ofType('AWS::DynamoDB::Table')[0]![0];
  const queue = () => ofType('AWS::SQS::Queue').find(([id]) => id.includes('FailedChannelPushes'))![0];

  it('may do exactly its declared table actions, query the index, read the stream and the secret; no mail', () => {
    const statements = statementsOf(pusher()[1]);
    const tableArn = JSON.stringify({ 'Fn::GetAtt': [table(), 'Arn'] });
    const onTable = statements.filter((s) => [s.Resource].flat().length === 1 && JSON.stringify([s.Resource].flat()[0]) === tableArn);
    expect(onTable.flatMap((s) => [s.Action].flat()).sort()).toEqual(pushSettings.table.map((a) => `dynamodb:${a}`).sort());
    const dynamo = statements.flatMap((s) => [s.Action].flat()).filter((a) => a.startsWith('dynamodb:'));
    expect(dynamo.sort()).toEqual(
      [
        ...pushSettings.table.map((a) => `dynamodb:${a}`),
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
        'dynamodb:Query',
      ].sort(),
    );
    const onIndex = statements.filter((s) => JSON.stringify(s.Resource).includes('/index/gsi1'));
    expect(onIndex.flatMap((s) => [s.Action].flat())).toEqual(['dynamodb:Query']);
    expect(pushSettings.queriesIndex).toBe(true);
    expect(allowedActions(pusher()[1])).toContain('secretsmanager:GetSecretValue');
    expect(allowedActions(pusher()[1]).filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  it('reads changed nights and room types from the stream, gathered for at most 30 s, then records a batch it gave up in a queue', () => {
    const [pusherId, fn] = pusher();
    expect(fn.Properties?.Timeout).toBe(pushSettings.timeoutSeconds);
    expect(pushSettings.batchingWindowSeconds).toBeLessThanOrEqual(30);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: pusherId },
      EventSourceArn: { 'Fn::GetAtt': [table(), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: pushSettings.batchSize,
      MaximumBatchingWindowInSeconds: pushSettings.batchingWindowSeconds,
      MaximumRetryAttempts: pushSettings.retryAttempts,
      BisectBatchOnFunctionError: true,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(channelPushStreamFilter) }] },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue(), 'Arn'] } } },
    });
    const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(([, m]) =>
      JSON.stringify(m.Properties!.FunctionName).includes(pusherId),
    );
    expect(mappings).toHaveLength(1);
    // One batch per shard at a time: a property's changes in order, never two of its pushes at once.
    expect(mappings[0]![1].Properties!.ParallelizationFactor ?? 1).toBe(1);
    expect(allowedActions(fn)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
  });

  it('is swept on the mailer’s schedule, pushes every property whole once a day, and alarms on a push pending an hour and on a batch given up', () => {
    const [pusherId] = pusher();
    const schedules = ofType('AWS::Scheduler::Schedule')
      .filter(([, s]) => JSON.stringify(s.Properties!.Target.Arn).includes(pusherId))
      .map(([, s]) => [JSON.parse(s.Properties!.Target.Input as string), s.Properties!.ScheduleExpression]);
    expect(schedules).toEqual(
      expect.arrayContaining([
        [PUSH_SWEEP_EVENT, `rate(${mailerSettings.sweepEveryMinutes} minutes)`],
        // CDK writes 1,440 minutes as a day.
        [FULL_PUSH_EVENT, `rate(${pushSettings.fullPushEveryMinutes / (24 * 60)} day)`],
      ]),
    );
    expect(schedules).toHaveLength(2);
    const [[, pending]] = ofType('AWS::CloudWatch::Alarm').filter(([id]) => id.includes('PendingChannelPush')) as [[string, Resource]];
    expect(pending.Properties).toMatchObject({
      Namespace: 'Hostel',
      MetricName: 'OldestPendingChannelPushMinutes',
      Threshold: 60,
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: expect.stringMatching(/AlarmsTopic/) }],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue(), 'QueueName'] } }],
      AlarmActions: [{ Ref: Match.stringLikeRegexp('AlarmsTopic') }],
    });
  });
});

describe('mail that waits', () => {
  it('is swept every few minutes by a schedule that sends the mailer the sweep event, whose role may invoke only it', () => {
    const [mailerId] = ofType('AWS::Lambda::Function').find(([, fn]) =>
      (fn.Properties?.Tags as Array<{ Key: string; Value: string }> | undefined)?.some((t) => t.Key === WORKER_TAG && t.Value === 'mailer'),
    )!;
    const [[, found]] = ofType('AWS::Scheduler::Schedule').filter(([, s]) =>
      JSON.stringify(s.Properties!.Target.Arn).includes(mailerId),
    ) as [[string, Resource]];
    const schedule = found.Properties!;
    expect(schedule.ScheduleExpression).toBe(`rate(${mailerSettings.sweepEveryMinutes} minutes)`);
    expect(JSON.parse(schedule.Target.Input as string)).toEqual(SWEEP_EVENT);
    const roleId = schedule.Target.RoleArn['Fn::GetAtt'][0] as string;
    const statements = ofType('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties!.Roles as Array<{ Ref: string }>).some((r) => r.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties!.PolicyDocument.Statement as Statement[]);
    expect(statements.flatMap((s) => [s.Action].flat())).toEqual(['lambda:InvokeFunction']);
  });

  it("alarms when the oldest waiting mail has waited an hour, from the sweep's gauge in the functions' namespace", () => {
    const [[, alarm]] = ofType('AWS::CloudWatch::Alarm').filter(([id]) => id.includes('WaitingMail')) as [[string, Resource]];
    const p = alarm.Properties!;
    expect(p).toMatchObject({
      Namespace: 'Hostel',
      MetricName: 'OldestWaitingMailMinutes',
      Dimensions: [{ Name: 'service', Value: 'hostel' }],
      Statistic: 'Maximum',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(p.Threshold).toBe(60);
    expect(p.TreatMissingData).toBe('notBreaching');
    expect(p.AlarmActions).toEqual([{ Ref: expect.stringMatching(/AlarmsTopic/) }]);
  });
});

describe('data', () => {
  it('declares the table from the shared definition: on demand, PITR, deletion protection, TTL, GSIs', () => {
    expect(ofType('AWS::DynamoDB::Table')).toHaveLength(1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        StreamSpecification: { StreamViewType: tableDefinition.streamViewType },
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) =>
          Match.objectLike({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ),
      },
    });
  });

  it('keeps the signing key in one generated secret the functions read', () => {
    const secrets = ofType('AWS::SecretsManager::Secret').filter(([id]) => !id.startsWith('OriginSecret'));
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
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
    expect(ofType('Custom::CDKBucketDeployment')).toHaveLength(2);
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
    // The same pages in Spanish (Argentina) under /es.
    expect(run('/es')).toBe('/pages/es/index.html');
    expect(run('/es/')).toBe('/pages/es/index.html');
    expect(run('/es/pricing')).toBe('/pages/es/pricing/index.html');
    expect(run('/es/legal/privacy-policy')).toBe('/pages/es/legal/privacy-policy/index.html');
    expect(run('/accounts/login')).toBe('/index.html');
    // Every hostel's booking page and a guest's stay link (its token has dots): the booking page's one shell.
    expect(run('/book/casa-azul')).toBe('/pages/book/index.html');
    expect(run('/book/stay/eyJw.abc-def')).toBe('/pages/book/index.html');
    expect(run('/book/')).toBe('/index.html');
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
    expect(settings.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['CloudFront-Viewer-Address', 'origin', 'sec-fetch-site', 'content-type', 'accept-language']),
    );
    expect(settings.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
    expect(behavior.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
    const apiOrigin = config.Origins.find((o: any) => o.Id === behavior.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(apiOrigin.DomainName)).toMatch(/ApiEndpoint/);
  });

  it('adds the origin secret to every API request, from Secrets Manager, so the API believes CloudFront-Viewer-Address', () => {
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b: any) => b.PathPattern === `${API_PREFIX}/*`);
    const apiOrigin = config.Origins.find((o: any) => o.Id === behavior.TargetOriginId);
    const [[secretId, secret]] = ofType('AWS::SecretsManager::Secret').filter(([id]) => id.startsWith('OriginSecret')) as [
      [string, Resource],
    ];
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: originSecretReference(secretId) }]);
    // Generated at deploy time as a plain string: nothing of it is in the template.
    expect(secret.Properties!.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret.Properties!.GenerateSecretString.SecretStringTemplate).toBeUndefined();
    expect(secret.Properties!.SecretString).toBeUndefined();
    // The viewer cannot send it through: it is not among the headers CloudFront forwards.
    const [[, policy]] = ofType('AWS::CloudFront::OriginRequestPolicy') as [[string, Resource]];
    expect(policy.Properties!.OriginRequestPolicyConfig.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain(
      ORIGIN_SECRET_HEADER,
    );
    // Only the API's origin gets it; S3 never sees it.
    const s3Origin = config.Origins.find((o: any) => o.S3OriginConfig);
    expect(s3Origin.OriginCustomHeaders).toBeUndefined();
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
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors])
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('outputs the app URL', () => {
    template.hasOutput('AppUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('WebDistribution'), 'DomainName'] }]] },
    });
  });
});

describe('the template as a whole', () => {
  it("keeps the parent and every nested stack under 400 resources, a margin under CloudFormation's 500", () => {
    const counts = [synth, ...synth.nested].map(
      ({ stack, template: t }) => [stack.node.path, Object.keys(t.toJSON().Resources as object).length] as const,
    );
    expect(synth.nested.length).toBeGreaterThan(1);
    for (const [path, count] of counts) expect(count, path).toBeLessThan(400);
  });

  it("puts each call's one route and one function in its area's nested stack, and no call in the parent", () => {
    expect(ofType('AWS::ApiGatewayV2::Route', template.toJSON().Resources)).toEqual([]);
    expect([...apiFunctions(template.toJSON().Resources).keys()]).toEqual([]);
    const placed = new Map<string, string[]>();
    for (const { stack, template: t } of synth.nested) {
      const own = t.toJSON().Resources as Record<string, Resource>;
      const keys = ofType('AWS::ApiGatewayV2::Route', own).map(([, r]) => r.Properties?.RouteKey as string);
      for (const name of apiFunctions(own).keys()) {
        const route = routes[name]!;
        expect(stack.node.id, name).toBe(routesStackId(route));
        // Its route is in the same stack, once.
        expect(
          keys.filter((key) => key === `${route.method} ${API_PREFIX}${route.path}`),
          name,
        ).toHaveLength(1);
        placed.set(name, [...(placed.get(name) ?? []), stack.node.id]);
      }
      expect(keys.sort(), stack.node.id).toEqual(routeKeysOf([...apiFunctions(own).keys()]).sort());
    }
    expect([...placed.keys()].sort()).toEqual([...routeNames].sort());
    for (const [name, stacks] of placed) expect(stacks, name).toHaveLength(1);
  });

  it('has no reference cycle (functions → distribution → API endpoint → not the functions)', () => {
    const edges = new Map<string, Set<string>>();
    const collect = (value: unknown, into: Set<string>): void => {
      if (Array.isArray(value)) for (const v of value) collect(v, into);
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

describe('a new origin secret', () => {
  it('is rolled out to the distribution and the functions together by pinning its version', () => {
    const pinned = synthStack({ originSecretVersion: '00000000-aaaa-bbbb-cccc-000000000002' });
    const text = JSON.stringify([pinned.template, ...pinned.nested.map((n) => n.template)].map((t) => t.toJSON()));
    const pinnedReference = ':SecretString:::00000000-aaaa-bbbb-cccc-000000000002}}';
    // Once in the origin header, once per function.
    expect(text.split(pinnedReference).length - 1).toBe(1 + routeNames.length);
    expect(text).not.toContain(':SecretString:::}}');
  });
});

describe('custom domain', () => {
  it('serves the app and sets APP_ORIGIN on the custom domain, with TLS 1.2 or later', () => {
    const {
      template: custom,
      stack,
      resources: customResources,
    } = synthStack({
      domainName: 'book.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
    });
    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['book.example.org'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' }),
      }),
    });
    custom.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_ORIGIN: 'https://book.example.org' }) },
    });
    for (const [name, [, fn]] of apiFunctions(customResources))
      expect(fn.Properties!.Environment.Variables.APP_ORIGIN, name).toBe('https://book.example.org');
    custom.hasOutput('AppUrl', { Value: 'https://book.example.org' });
    expect(Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))).toEqual([]);
  });
});
