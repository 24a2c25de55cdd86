import { describe, expect, it } from 'vitest';
import { readConfig } from '../../functions/src/config';

const complete = { TABLE_NAME: 'hostel', APP_ORIGIN: 'https://app.example.com/, https://www.example.com', MAIL_FROM: 'no-reply@example.com' };

describe('config', () => {
  it('reads what a function needs, with defaults for the rest', () => {
    const config = readConfig(complete);
    expect(config.appOrigins).toEqual(['https://app.example.com', 'https://www.example.com']);
    expect(config.cookieSecure).toBe(true);
    expect(config.supportEmail).toBe('no-reply@example.com');
    expect(config.captchaCost).toBe(5000);
  });

  it.each(['TABLE_NAME', 'APP_ORIGIN', 'MAIL_FROM'])('fails fast, naming %s, when it is missing', (name) => {
    const env: Record<string, string> = { ...complete };
    delete env[name];
    expect(() => readConfig(env)).toThrow(`Missing required setting ${name}`);
  });

  it('refuses a non-numeric cost', () => {
    expect(() => readConfig({ ...complete, CAPTCHA_COST: 'lots' })).toThrow('CAPTCHA_COST must be a positive integer');
  });
});
