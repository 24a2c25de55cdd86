import { describe, expect, it, vi } from 'vitest';

// A handler module reads its settings when it loads, as a Lambda's cold start does: a missing one
// stops the module from loading, with one log line naming it, instead of failing every request.
// This file runs in its own worker, so the module is loaded fresh here.

describe('settings at cold start', () => {
  it('refuses to load a handler without TABLE_NAME, with one log line naming it', async () => {
    delete process.env.TABLE_NAME;
    Object.assign(process.env, {
      APP_ORIGIN: 'http://localhost:5173',
      MAIL_FROM: 'no-reply@hostel.localhost',
      SESSION_SECRET: 's'.repeat(40),
      CAPTCHA_SECRET: 'c'.repeat(40),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(import('../../functions/src/handlers/get-profile')).rejects.toThrow('Missing required setting TABLE_NAME');
    expect(logged).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logged.mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'the function cannot start', error: 'Missing required setting TABLE_NAME' });
  });
});
