// Configuration is read and checked once per process, at cold start (the pipeline's module scope
// calls configAtColdStart), and fails fast: a missing setting stops the function at init with one
// log line naming it, rather than surfacing as a 500 on every request. The signing secrets' source
// is part of it, so they are checked on the same path.

/** Where the signing keys come from: the environment (local runs) or one Secrets Manager value (AWS). */
export type SigningSource =
  | { from: 'environment'; sessionSecret: string; captchaSecret: string }
  | {
      from: 'secretsManager';
      secretId: string;
      /** Another endpoint than the region's, as the SDK reads it (AWS_ENDPOINT_URL_SECRETS_MANAGER, else AWS_ENDPOINT_URL). */
      endpoint?: string;
    };

export interface Config {
  tableName: string;
  dynamoEndpoint: string | undefined;
  /** Connection and request timeout of each table call; a hung table becomes a 503, not a Lambda timeout. */
  dynamoTimeoutMs: number;
  /** One request's time for all its table calls (the SDK's retries included), well under the Lambda's timeout. */
  requestBudgetMs: number;
  sesEndpoint: string | undefined;
  region: string;
  mailFrom: string;
  sesConfigurationSet: string | undefined;
  supportEmail: string;
  /** Origins the app is served from; the first one builds the links in emails. */
  appOrigins: string[];
  cookieSecure: boolean;
  captchaCost: number;
  captchaCounterMax: number;
  signing: SigningSource;
  /**
   * The value CloudFront (locally: the adapter) adds to every API request; only requests carrying it have
   * their CloudFront-Viewer-Address believed. Without it, every request counts by its connection's address.
   */
  cloudFrontOriginSecret: string | undefined;
}

const MIN_SECRET_LENGTH = 32;

/** Reads settings and collects every problem, so one message names all that is wrong. */
class Settings {
  readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  optional(name: string): string | undefined {
    return this.env[name]?.trim() || undefined;
  }

  required(name: string, alternative = ''): string {
    const value = this.optional(name);
    if (!value) this.problems.push(`Missing required setting ${name}${alternative}`);
    return value ?? '';
  }

  positiveInt(name: string, fallback: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value > 0) return value;
    this.problems.push(`Setting ${name} must be a positive integer`);
    return fallback;
  }

  secret(name: string): string {
    const value = this.required(name, ' (or SECRETS_ID)');
    if (value && value.length < MIN_SECRET_LENGTH) this.problems.push(`Setting ${name} must be at least ${MIN_SECRET_LENGTH} characters`);
    return value;
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = new Settings(env);
  const dynamoEndpoint = settings.optional('DYNAMODB_ENDPOINT');
  const secretId = settings.optional('SECRETS_ID');
  const secretsEndpoint = settings.optional('AWS_ENDPOINT_URL_SECRETS_MANAGER') ?? settings.optional('AWS_ENDPOINT_URL');
  const mailFrom = settings.required('MAIL_FROM');
  const config: Config = {
    tableName: settings.required('TABLE_NAME'),
    dynamoEndpoint,
    // DynamoDB answers in milliseconds; DynamoDB Local on a busy laptop can pause for seconds.
    dynamoTimeoutMs: settings.positiveInt('DYNAMODB_TIMEOUT_MS', dynamoEndpoint ? 30_000 : 1_500),
    // The same everywhere: under the API Lambda's 6 s timeout, with room for the answer and the log line.
    requestBudgetMs: settings.positiveInt('REQUEST_BUDGET_MS', 4_000),
    sesEndpoint: settings.optional('SES_ENDPOINT'),
    region: settings.optional('AWS_REGION') ?? settings.optional('AWS_DEFAULT_REGION') ?? 'us-east-1',
    mailFrom,
    sesConfigurationSet: settings.optional('SES_CONFIGURATION_SET'),
    supportEmail: settings.optional('SUPPORT_EMAIL') ?? mailFrom,
    appOrigins: settings
      .required('APP_ORIGIN')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    cookieSecure: env.COOKIE_SECURE !== 'false',
    captchaCost: settings.positiveInt('CAPTCHA_COST', 5000),
    captchaCounterMax: settings.positiveInt('CAPTCHA_COUNTER_MAX', 10000),
    signing: secretId
      ? { from: 'secretsManager', secretId, ...(secretsEndpoint ? { endpoint: secretsEndpoint } : {}) }
      : { from: 'environment', sessionSecret: settings.secret('SESSION_SECRET'), captchaSecret: settings.secret('CAPTCHA_SECRET') },
    cloudFrontOriginSecret: settings.optional('CLOUDFRONT_ORIGIN_SECRET'),
  };
  if (settings.problems.length > 0) throw new Error(settings.problems.join('; '));
  return config;
}

let cached: Config | undefined;

/** The settings, read on first use; a handler module has already read them at its cold start. */
export function config(): Config {
  cached ??= readConfig();
  return cached;
}

/**
 * Reads and checks every setting when a handler module loads. A missing or invalid one writes one
 * clear log line and stops the function's initialization: no request runs on a half configuration.
 */
export function configAtColdStart(): Config {
  try {
    return config();
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: 'the function cannot start', error: (error as Error).message }),
    );
    throw error;
  }
}
