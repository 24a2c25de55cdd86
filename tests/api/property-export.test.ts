import { describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/src/domain/dates';
import { signedInMember, signedInOwner } from '../support/api';
import { book, DORM, guest, hostel, roomType, stay } from '../support/front-desk';

/** RFC 4180 read back: quoted fields with doubled quotes, commas and line breaks inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

const records = (rows: string[][]) => rows.slice(1).map((row) => Object.fromEntries(rows[0]!.map((column, i) => [column, row[i]])));

// A guest whose fields a naive CSV writer would break or a spreadsheet would run.
const TRICKY = { firstName: '=HYPERLINK("http://x")', lastName: 'Smith, "Jr"', street: '@Main St, 3', phoneNumber: '+54 11 5555' };

async function bookedHostel() {
  const base = await hostel();
  const dorm = await roomType(base.user, DORM);
  const tricky = await guest(base.user, TRICKY);
  const plain = await guest(base.user, { firstName: 'Bea', lastName: 'Ruiz' });
  const first = await book(base.user, stay(tricky._id, dorm._id, base.today, 2, 2, { special_request: 'Late, "after 11"' }));
  const second = await book(base.user, stay(plain._id, dorm._id, base.today, 3));
  return { ...base, dorm, tricky, plain, booked: [first, second] };
}

describe('export the property data', () => {
  it('answers one JSON file with the property, its room types, every guest and every reservation as booked', async () => {
    const { user, dorm, tricky, plain, booked } = await bookedHostel();
    const response = await user.call('GET', '/properties/export?format=json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="casa-azul-hostel-data-\d{4}-\d{2}-\d{2}\.json"/);
    const document = response.body as any;
    expect(document.property.property_name).toBe('Casa Azul Hostel');
    expect(document.room_types.map((type: any) => type._id)).toEqual([dorm._id]);
    expect(document.guests).toEqual([tricky, plain].map((g) => expect.objectContaining({ ...g })));
    expect(document.reservations).toEqual(expect.arrayContaining(booked));
    expect(document.reservations).toHaveLength(2);
    expect(Date.parse(document.exported_at)).not.toBeNaN();
  });

  it("names the file by the property's day, not UTC's", async () => {
    const { user } = await hostel();
    // UTC+14 and UTC-12 are 26 hours apart: their dates always differ, so one at least is not UTC's.
    for (const zone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
      expect((await user.call('PUT', '/properties/update', { propertyName: 'Casa Azul Hostel', timeZone: zone })).status).toBe(200);
      const json = await user.call('GET', '/properties/export?format=json');
      expect(json.headers.get('content-disposition')).toContain(`filename="casa-azul-hostel-data-${todayIn(zone)}.json"`);
      const csv = await user.call('GET', '/properties/export?format=csv&what=reservations');
      expect(csv.headers.get('content-disposition')).toContain(`filename="casa-azul-hostel-reservations-${todayIn(zone)}.csv"`);
    }
  });

  it('answers the reservations and the guests as CSV, quoted as RFC 4180 says and safe from formulas', async () => {
    const { user, tricky, booked } = await bookedHostel();
    const guestsFile = await user.call('GET', '/properties/export?format=csv&what=guests');
    expect(guestsFile.status).toBe(200);
    expect(guestsFile.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(guestsFile.headers.get('content-disposition')).toMatch(/^attachment; filename="casa-azul-hostel-guests-.*\.csv"/);
    const text = guestsFile.body as string;
    expect(text).toContain('"\'=HYPERLINK(""http://x"")"');
    const guests = records(parseCsv(text));
    expect(guests).toHaveLength(2);
    const row = guests.find((g) => g._id === tricky._id)!;
    expect(row).toMatchObject({
      first_name: `'${TRICKY.firstName}`,
      last_name: TRICKY.lastName,
      'address.street': `'${TRICKY.street}`,
      'contact_info.phone_number': `'${TRICKY.phoneNumber}`,
      'contact_info.email': tricky.contact_info.email,
    });

    const reservationsFile = await user.call('GET', '/properties/export?format=csv&what=reservations');
    expect(reservationsFile.status).toBe(200);
    const rows = parseCsv(reservationsFile.body as string);
    expect(rows[0]).toEqual(expect.arrayContaining(['_id', 'guest_info.full_name', 'check_in', 'total_price', 'assigned_beds']));
    const reservations = records(rows);
    expect(reservations.map((r) => r._id).sort()).toEqual(booked.map((r: any) => r._id).sort());
    const first = reservations.find((r) => r._id === booked[0]._id)!;
    expect(first).toMatchObject({
      guest_id: tricky._id,
      'guest_info.full_name': `'${booked[0].guest_info.full_name}`,
      check_in: booked[0].check_in,
      check_out: booked[0].check_out,
      number_of_guest: '2',
      total_price: String(booked[0].total_price),
      special_request: 'Late, "after 11"',
      assigned_beds: booked[0].assigned_beds.join(' '),
    });
  });

  it('never includes another property’s data', async () => {
    const mine = await bookedHostel();
    const theirs = await bookedHostel();
    const json = (await mine.user.call('GET', '/properties/export')).body as any;
    const ids = [...json.guests, ...json.reservations].map((item: any) => item._id);
    for (const item of [theirs.tricky, theirs.plain, ...theirs.booked]) expect(ids).not.toContain(item._id);
    const csv = (await mine.user.call('GET', '/properties/export?format=csv&what=reservations')).body as string;
    for (const item of theirs.booked) expect(csv).not.toContain(item._id);
  });

  it('is the admin’s alone, and says what is wrong with a bad query', async () => {
    const { user: owner } = await signedInOwner();
    for (const role of ['manager', 'employee'] as const) {
      const { user } = await signedInMember(owner, role);
      expect((await user.call('GET', '/properties/export')).status).toBe(403);
    }
    const noWhat = await owner.call('GET', '/properties/export?format=csv');
    expect(noWhat.status).toBe(400);
    expect(noWhat.body).toEqual([{ msg: 'Choose what to export as CSV: reservations or guests', path: 'what' }]);
    expect((await owner.call('GET', '/properties/export?format=xml')).status).toBe(400);
    // An empty property still gets its header row.
    const empty = await owner.call('GET', '/properties/export?format=csv&what=guests');
    expect(parseCsv(empty.body as string)).toEqual([expect.arrayContaining(['_id', 'first_name', 'contact_info.email'])]);
  });
});
