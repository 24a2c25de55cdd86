// Configuration is read once per process and fails fast: a missing setting stops the cold start
// with its name, rather than surfacing later as a confusing 500.

export interface Config {
  tableName: string;
  dynamoEndpoint: string | undefined;
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
  /** Where the signing keys live in AWS; locally they come straight from the environment. */
  secretsId: string | undefined;
  /**
   * The value CloudFront (locally: the adapter) adds to every API request; only requests carrying it have
   * their CloudFront-Viewer-Address believed. Without it, every request counts by its connection's address.
   */
  cloudFrontOriginSecret: string | undefined;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`Missing required setting ${name}`);
  return value;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`Setting ${name} must be a positive integer`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appOrigins = required(env, 'APP_ORIGIN').split(',').map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean);
  return {
    tableName: required(env, 'TABLE_NAME'),
    dynamoEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    sesEndpoint: env.SES_ENDPOINT || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    mailFrom: required(env, 'MAIL_FROM'),
    sesConfigurationSet: env.SES_CONFIGURATION_SET || undefined,
    supportEmail: env.SUPPORT_EMAIL || required(env, 'MAIL_FROM'),
    appOrigins,
    cookieSecure: env.COOKIE_SECURE !== 'false',
    captchaCost: positiveInt(env, 'CAPTCHA_COST', 5000),
    captchaCounterMax: positiveInt(env, 'CAPTCHA_COUNTER_MAX', 10000),
    secretsId: env.SECRETS_ID || undefined,
    cloudFrontOriginSecret: env.CLOUDFRONT_ORIGIN_SECRET || undefined,
  };
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= readConfig();
  return cached;
}
