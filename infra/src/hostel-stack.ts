// The whole product in one stack: data, signing keys, email, API (from the route table), web, alarms.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { Alarms } from './alarms';
import { DataTable } from './data-table';
import { EmailSending } from './email-sending';
import { HostelHttpApi } from './http-api';
import { CalendarSyncFunction } from './calendar-sync-function';
import { ChannelPusherFunction } from './channel-pusher-function';
import { MailerFunction } from './mailer-function';
import { suppressAcceptedFindings } from './nag-suppressions';
import { OriginSecret } from './origin-secret';
import { webDist } from './repo-paths';
import { SigningSecret } from './signing-secret';
import { ASSETS_DIR, WebHosting, type SiteSources } from './web-hosting';

export interface HostelStackProps extends StackProps {
  /** The built SPA folder; web/dist by default. A missing folder deploys a placeholder page. */
  webAssetPath?: string | undefined;
  senderEmail?: string | undefined;
  senderDomain?: string | undefined;
  mailFrom?: string | undefined;
  supportEmail?: string | undefined;
  /** A custom domain and its ACM certificate ARN (us-east-1); both or neither. */
  domainName?: string | undefined;
  certificateArn?: string | undefined;
  alarmEmail?: string | undefined;
  logLevel?: string | undefined;
  /** Pins a version of the origin secret, to roll a new value out (docs/deploy.md). */
  originSecretVersion?: string | undefined;
}

export class HostelStack extends Stack {
  readonly data: DataTable;
  readonly api: HostelHttpApi;
  readonly web: WebHosting;
  readonly email: EmailSending;
  readonly alarms: Alarms;
  readonly mailer: MailerFunction;
  readonly calendarSync: CalendarSyncFunction;
  readonly channelPusher: ChannelPusherFunction;

  constructor(scope: Construct, id: string, props: HostelStackProps = {}) {
    super(scope, id, props);
    if (Boolean(props.domainName) !== Boolean(props.certificateArn)) {
      throw new Error('A custom domain needs both -c domainName=... and -c certificateArn=... (an ACM certificate in us-east-1)');
    }

    this.data = new DataTable(this, 'Data');
    const signing = new SigningSecret(this, 'Secrets');
    const originSecret = new OriginSecret(this, 'OriginSecret', { versionId: props.originSecretVersion });
    this.email = new EmailSending(this, 'Email', {
      senderEmail: props.senderEmail,
      senderDomain: props.senderDomain,
      mailFrom: props.mailFrom,
    });

    // What every function reads (functions/src/config.ts), the API's and the mailer's alike.
    const environment = {
      TABLE_NAME: this.data.table.tableName,
      MAIL_FROM: this.email.mailFrom,
      SUPPORT_EMAIL: props.supportEmail ?? this.email.mailFrom,
      SES_CONFIGURATION_SET: this.email.configurationSetName,
      SECRETS_ID: signing.secret.secretArn,
      COOKIE_SECURE: 'true',
      LOG_LEVEL: props.logLevel ?? 'info',
    };
    this.api = new HostelHttpApi(this, 'Api', {
      table: this.data.table,
      secret: signing.secret,
      // No API call sends mail: it is queued in the table, and the mailer alone may send.
      mail: { resourceArns: this.email.sendResourceArns },
      // Only the API reads the origin secret: it tells CloudFront's requests from direct ones.
      environment: { ...environment, CLOUDFRONT_ORIGIN_SECRET: originSecret.value },
    });
    this.mailer = new MailerFunction(this, 'Mailer', {
      table: this.data.table,
      secret: signing.secret,
      mail: { resourceArns: this.email.sendResourceArns },
      environment,
    });

    this.calendarSync = new CalendarSyncFunction(this, 'CalendarSync', { table: this.data.table, secret: signing.secret, environment });
    this.channelPusher = new ChannelPusherFunction(this, 'ChannelPusher', { table: this.data.table, secret: signing.secret, environment });

    this.web = new WebHosting(this, 'Web', {
      apiEndpoint: this.api.endpoint,
      originSecret: originSecret.value,
      site: siteSources(this, props.webAssetPath ?? webDist),
      domainName: props.domainName,
      certificate: props.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) : undefined,
    });

    // The functions learn the app's origin last: function → distribution → API (the API resource, not
    // its routes) is a chain, not a cycle, because the distribution only needs the API's endpoint.
    this.api.setAppOrigin(this.web.appOrigin);
    this.mailer.setAppOrigin(this.web.appOrigin);
    this.calendarSync.setAppOrigin(this.web.appOrigin);

    this.alarms = new Alarms(this, 'Alarms', { api: this.api.api, alarmEmail: props.alarmEmail });
    this.mailer.alarmOnFailedMail(this.alarms.topic);
    this.mailer.alarmOnWaitingMail(this.alarms.topic);
    this.channelPusher.alarmOnFailedBatches(this.alarms.topic);
    this.channelPusher.alarmOnPendingPushes(this.alarms.topic);

    new CfnOutput(this, 'AppUrl', { value: this.web.appOrigin, description: 'Open the app here' });
    new CfnOutput(this, 'DistributionDomain', {
      value: this.web.distribution.distributionDomainName,
      description: 'Point a custom domain (CNAME/alias) here',
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });

    suppressAcceptedFindings(this, {
      api: this.api,
      distribution: this.web.distribution,
      siteBucket: this.web.bucket,
      secrets: signing,
      originSecret,
      customDomain: Boolean(props.domainName),
    });
  }
}

/**
 * The build to upload, in two parts: the content-hashed assets (cached for a year) and the rest (HTML,
 * revalidated on every visit). Synth stays possible before the web is built (deploy builds it first).
 */
function siteSources(scope: Construct, path: string): SiteSources {
  if (existsSync(path)) {
    const assets = join(path, 'assets');
    return { assets: existsSync(assets) ? Source.asset(assets) : undefined, pages: Source.asset(path, { exclude: [`${ASSETS_DIR}/*`] }) };
  }
  Annotations.of(scope).addWarningV2(
    'hostel:no-web-build',
    `${path} does not exist: deploying a placeholder page; run npm run build first`,
  );
  return {
    pages: Source.data(
      'index.html',
      '<!doctype html><title>Hostel</title><p>The app is not built yet: run <code>npm run build</code>, then deploy again.</p>',
    ),
  };
}
