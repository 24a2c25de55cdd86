import { describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/src/config';

const complete = {
  TABLE_NAME: 'hostel',
  APP_ORIGIN: 'https://app.example.com/, https://www.example.com',
  MAIL_FROM: 'no-reply@example.com',
  SESSION_SECRET: 's'.repeat(40),
  CAPTCHA_SECRET: 'c'.repeat(40),
};

describe('config', () => {
  it('reads what a function needs, with defaults for the rest', () => {
    const config = readConfig(complete);
    expect(config.appOrigins).toEqual(['https://app.example.com', 'https://www.example.com']);
    expect(config.cookieSecure).toBe(true);
    expect(config.supportEmail).toBe('no-reply@example.com');
    expect(config.captchaCost).toBe(5000);
    expect(config.signing).toEqual({ from: 'environment', sessionSecret: 's'.repeat(40), captchaSecret: 'c'.repeat(40) });
    expect(config.dynamoTimeoutMs).toBe(1500);
  });

  it.each(['TABLE_NAME', 'APP_ORIGIN', 'MAIL_FROM', 'SESSION_SECRET', 'CAPTCHA_SECRET'])(
    'fails fast, naming %s, when it is missing',
    (name) => {
      const env: Record<string, string> = { ...complete };
      delete env[name];
      expect(() => readConfig(env)).toThrow(`Missing required setting ${name}`);
    },
  );

  it('names every problem at once', () => {
    expect(() => readConfig({ APP_ORIGIN: 'https://app.example.com', CAPTCHA_COST: 'lots' })).toThrow(
      'Missing required setting MAIL_FROM; Missing required setting TABLE_NAME; Setting CAPTCHA_COST must be a positive integer; ' +
        'Missing required setting SESSION_SECRET (or SECRETS_ID); Missing required setting CAPTCHA_SECRET (or SECRETS_ID)',
    );
  });

  it('takes the signing keys from Secrets Manager when SECRETS_ID is set, and refuses short local secrets', () => {
    const { SESSION_SECRET: _s, CAPTCHA_SECRET: _c, ...withoutSecrets } = complete;
    expect(readConfig({ ...withoutSecrets, SECRETS_ID: 'hostel-signing' }).signing).toEqual({
      from: 'secretsManager',
      secretId: 'hostel-signing',
    });
    expect(() => readConfig({ ...complete, SESSION_SECRET: 'short' })).toThrow('Setting SESSION_SECRET must be at least 32 characters');
  });

  it('refuses a non-numeric cost', () => {
    expect(() => readConfig({ ...complete, CAPTCHA_COST: 'lots' })).toThrow('CAPTCHA_COST must be a positive integer');
  });
});
