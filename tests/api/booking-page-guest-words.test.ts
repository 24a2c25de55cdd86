import { describe, expect, it } from 'vitest';
import { addDays, compactDate } from '../../shared/src/domain/dates';
import { ApiUser, uniqueEmail } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, settingsBody, stayRequest } from '../support/booking-page';
import { latestMail } from '../support/mailbox';
import { partition } from '../support/table';

// What a guest types on the booking page reaches the desk (the reservation's answer, search, export, the
// staff's mail), the hostel's public contact reaches the guest, and nothing typed rides a guest mail as a link.

const BOOKED = /^Your stay at .+ is booked$/;
const CONTACT = { public_email: 'Hola@CasaAzul.example', public_phone: '+54 351 555-0101', public_whatsapp: '+5493515550101' };

describe("the guest's words on the desk", () => {
  it('answers the note, arrival time, email and phone typed on the page, finds the stay by them, and exports them', async () => {
    const { slug, dorm, today, user, settings, pid } = await hostelWithPage();
    const details = guestDetails({ phone: '+49 30 7654321' });
    const from = addDays(today, 3);
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, from, 2), ...details });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.reservation_id as string;
    const [stored] = await partition(pid, `RES#${id}`);
    expect(stored).toMatchObject({ guestPhone: '+49 30 7654321', guestEmail: details.email });
    const desk = await user.call('GET', `/reservations/find-by-id/${id}`);
    expect(desk.body).toMatchObject({
      guest_note: 'Arriving by bus',
      arrival_time: '18:30',
      guest_email: details.email,
      guest_phone: '+49 30 7654321',
    });
    const window = `${compactDate(from)}-${compactDate(addDays(from, 1))}`;
    const ids = async (search: string) =>
      ((await user.call('GET', `/reservations/find/${window}-${encodeURIComponent(search)}`)).body as { _id: string }[]).map((r) => r._id);
    expect(await ids(details.email)).toEqual([id]);
    expect(await ids('4930765')).toEqual([id]);
    expect(await ids('+49 30 7654')).toEqual([id]);
    expect(await ids('nobody@nowhere.example')).toEqual([]);
    const json = (await user.call('GET', '/properties/export?format=json')).body as { reservations: Record<string, unknown>[] };
    expect(json.reservations.find((r) => r._id === id)).toMatchObject({ guest_note: 'Arriving by bus', arrival_time: '18:30' });
    const csv = (await user.call('GET', '/properties/export?format=csv&what=reservations')).body as string;
    expect(csv.split('\n')[0]).toContain('guest_note');
    expect(csv).toContain('Arriving by bus');
    const staff = await latestMail(settings.staff_email, /^New booking from your booking page/);
    expect(staff.text).toContain(`Guest email: ${details.email}`);
    expect(staff.text).toContain('Guest phone: +49 30 7654321');
    expect(staff.text).toContain('Arrival time: 18:30');
    expect(staff.text).toContain('Note from the guest: Arriving by bus');
  });
});

describe("the hostel's public contact", () => {
  it('is its own setting, validated, and never the sign-in email', async () => {
    const { slug, dorm, double, user } = await hostelWithPage();
    const signIn = (await user.call('GET', '/properties')).body.contact_info.email as string;
    expect(signIn).toContain('@');
    const page = await new ApiUser().call('GET', `/booking-page/${slug}`);
    expect(page.body.contact_info).toEqual({ email: '', phone_number: '', whatsapp: '', whatsapp_url: '' });
    expect(JSON.stringify(page.body)).not.toContain(signIn);
    const bad = await user.call(
      'PUT',
      '/properties/booking-page',
      settingsBody([dorm._id], { slug, public_email: 'not-an-email', public_phone: 'call me', public_whatsapp: '+54 9 351' }),
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { path: string }[]).map((issue) => issue.path).sort()).toEqual(['public_email', 'public_phone', 'public_whatsapp']);
    const saved = await user.call('PUT', '/properties/booking-page', settingsBody([dorm._id, double._id], { slug, ...CONTACT }));
    expect(saved).toMatchObject({
      status: 200,
      body: { public_email: 'hola@casaazul.example', public_phone: '+54 351 555-0101', public_whatsapp: '+5493515550101' },
    });
    expect((await user.call('GET', '/properties/booking-page')).body).toMatchObject({ public_email: 'hola@casaazul.example' });
    expect((await new ApiUser().call('GET', `/booking-page/${slug}`)).body.contact_info).toEqual({
      email: 'hola@casaazul.example',
      phone_number: '+54 351 555-0101',
      whatsapp: '+5493515550101',
      whatsapp_url: 'https://wa.me/5493515550101',
    });
  });

  it("is on the stay's answer and in every guest mail, whose replies go to the public email", async () => {
    const { slug, dorm, today } = await hostelWithPage(CONTACT);
    const details = guestDetails();
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 4), 1), ...details });
    expect(booked.status).toBe(201);
    expect(booked.body.contact_info).toMatchObject({ email: 'hola@casaazul.example', whatsapp_url: 'https://wa.me/5493515550101' });
    const mail = await latestMail(details.email, BOOKED);
    expect(mail.replyTo).toEqual(['hola@casaazul.example']);
    expect(mail.text).toContain('Email: hola@casaazul.example');
    expect(mail.text).toContain('Phone: +54 351 555-0101');
    expect(mail.text).toContain('WhatsApp: https://wa.me/5493515550101');
    const token = (booked.body.manage_path as string).split('/').pop();
    expect((await new ApiUser().call('POST', `/guest-stays/${token}/cancel`)).status).toBe(200);
    const canceled = await latestMail(details.email, /is canceled$/);
    expect(canceled.replyTo).toEqual(['hola@casaazul.example']);
    expect(canceled.text).toContain('To reach ');
  });

  it('leaves Reply-To out when the hostel set no public email', async () => {
    const { slug, dorm, today } = await hostelWithPage();
    const details = guestDetails();
    expect((await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 4), 1), ...details })).status).toBe(201);
    const mail = await latestMail(details.email, BOOKED);
    expect(mail.replyTo).toEqual([]);
    expect(mail.text).not.toContain('To reach ');
  });
});

describe('no mail relay', () => {
  it('greets without the name when the name carries a link, and never echoes the note to the guest', async () => {
    const { slug, dorm, today, pid } = await hostelWithPage();
    const details = guestDetails({ first_name: 'Win at https://evil.example', note: 'Visit www.cheap.example now' });
    const booked = await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 5), 1), ...details });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const mail = await latestMail(details.email, BOOKED);
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    for (const body of [mail.text, mail.html, mail.subject]) {
      expect(body).not.toContain('evil');
      expect(body).not.toContain('cheap');
    }
    // Stored as typed, for the desk to read as text.
    const [stored] = await partition(pid, `RES#${booked.body.reservation_id}`);
    expect(stored).toMatchObject({ guestFirstName: 'Win at https://evil.example', guestNote: 'Visit www.cheap.example now' });
  });

  it('greets by a short plain first name', async () => {
    const { slug, dorm, today } = await hostelWithPage();
    const details = guestDetails({ email: uniqueEmail('plain') });
    expect((await bookOnPage(slug, { ...stayRequest(dorm._id, addDays(today, 6), 1), ...details })).status).toBe(201);
    expect((await latestMail(details.email, BOOKED)).text.startsWith('Hello Lena,\n')).toBe(true);
  });
});
