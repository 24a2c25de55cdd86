import { describe, expect, it } from 'vitest';
import { ApiUser } from '../support/api';
import { settingsBody } from '../support/booking-page';
import { DORM, guestBody, hostel, roomType } from '../support/front-desk';

// A text of several lines (the house rules the booking page shows anyone, a guest's notes) holds what a
// person types, line breaks and tabs included, and nothing that hides or reorders what it shows: no NUL or
// other control character, no direction override or isolate (U+202A–U+202E, U+2066–U+2069).

const HIDDEN = {
  NUL: 'Quiet after 23:00.\u0000 Free breakfast',
  escape: 'Quiet \u001b[2J after 23:00',
  'right-to-left override': 'Check-out by 11:00 \u202Egnikoms oN',
  'left-to-right embedding': 'No pets \u202A here',
  'first-strong isolate': 'Quiet \u2068after\u2069 23:00',
  'right-to-left isolate': '\u2067No smoking',
};

describe('a long text shown on a page', () => {
  it('refuses control and direction-changing characters in the house rules, with the field named', async () => {
    const { user } = await hostel();
    const dorm = await roomType(user, DORM);
    const saved = settingsBody([dorm._id]);
    expect((await user.call('PUT', '/properties/booking-page', saved)).status).toBe(200);
    const answers: Record<string, unknown> = {};
    for (const [what, rules] of Object.entries(HIDDEN)) {
      const response = await user.call('PUT', '/properties/booking-page', { ...saved, house_rules: rules });
      answers[what] = { status: response.status, body: response.body };
    }
    const control = { status: 400, body: [{ msg: 'House rules cannot contain control characters', path: 'house_rules' }] };
    const direction = {
      status: 400,
      body: [{ msg: 'House rules cannot contain characters that change the text direction', path: 'house_rules' }],
    };
    expect(answers).toEqual({
      NUL: control,
      escape: control,
      'right-to-left override': direction,
      'left-to-right embedding': direction,
      'first-strong isolate': direction,
      'right-to-left isolate': direction,
    });
    // Nothing of it reached the public page.
    const page = await new ApiUser().call('GET', `/booking-page/${saved.slug}`);
    expect(page.body.house_rules).toBe(saved.house_rules);
  });

  it('keeps line breaks, tabs and any script in the house rules, as the public page shows them', async () => {
    const { user } = await hostel();
    const dorm = await roomType(user, DORM);
    const rules = 'No smoking.\nQuiet after 23:00.\r\n\tBreakfast 8–10.\nلا تدخين — 禁止吸烟';
    const body = settingsBody([dorm._id], { house_rules: rules });
    expect((await user.call('PUT', '/properties/booking-page', body)).status).toBe(200);
    const page = await new ApiUser().call('GET', `/booking-page/${body.slug}`);
    expect(page.body.house_rules).toBe(rules);
  });

  it("refuses the same characters in a guest's notes, and keeps their lines", async () => {
    const { user } = await hostel();
    const nul = await user.call('POST', '/guests/create', guestBody({ notes: 'Lower bunk\u0000' }));
    expect(nul).toMatchObject({ status: 400, body: [{ msg: 'Notes cannot contain control characters', path: 'notes' }] });
    const override = await user.call('POST', '/guests/create', guestBody({ notes: 'Pays \u202E001 USD' }));
    expect(override).toMatchObject({
      status: 400,
      body: [{ msg: 'Notes cannot contain characters that change the text direction', path: 'notes' }],
    });
    const lines = await user.call('POST', '/guests/create', guestBody({ notes: 'Prefers a lower bunk.\n\tLeft a charger.' }));
    expect(lines.status).toBe(201);
  });
});
