import { describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays } from '../../shared/src/domain/dates';
import { formatMoney } from '../../shared/src/domain/money-format';
import { ApiUser, register, signedInMember, solvedCaptcha, uniqueEmail } from '../support/api';
import { bookOnPage, guestDetails, hostelWithPage, settingsBody, stayRequest } from '../support/booking-page';
import { latestMail, linkIn, tokenFrom } from '../support/mailbox';

// Each mail is in its recipient's language: the sign-up's, the inviting request's, the guest's on the
// booking page, each staff member's own profile language.

describe('mails in the language of their recipient', () => {
  test('a sign-up in Spanish gets its confirmation mail in Spanish', async () => {
    const { response, email } = await register({ firstName: 'Lucía', acceptLanguage: 'es-AR,es;q=0.9' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ msg: 'Cuenta creada. Revisá tu email para confirmar tu dirección' });
    const mail = await latestMail(email, /Confirmá tu dirección de email/);
    expect(mail.text).toContain('Hola Lucía, ¡te damos la bienvenida!');
    expect(mail.text).toContain('/accounts/email-validation/');
    expect(mail.html).toContain('<html lang="es-AR">');
  });

  test('a sign-up with no language gets the English confirmation mail it always had', async () => {
    const { email } = await register({ firstName: 'Jean' });
    const mail = await latestMail(email, /confirm/i);
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain("Hello Jean, welcome! Confirm your email address to start using your hostel's account.");
  });

  test('an invitation sent from a Spanish request is in Spanish', async () => {
    const { user } = await hostelWithPage();
    const email = uniqueEmail('invited');
    const created = await user.call(
      'POST',
      '/users/create',
      { username: email, firstName: 'Tomás', lastName: 'Staff', role: 'employee' },
      { 'accept-language': 'es-AR' },
    );
    expect(created.status).toBe(201);
    const mail = await latestMail(email, /^Te invitaron a sumarte a /);
    expect(mail.text).toContain('Hola Tomás, te invitaron a sumarte al equipo de');
    expect(mail.text).toMatch(/vence en 72 horas/);
  });

  test('the invited member then keeps the language they accepted in, not the inviter’s', async () => {
    const { user } = await hostelWithPage();
    const email = uniqueEmail('invited');
    const invited = { username: email, firstName: 'Tomás', lastName: 'Staff', role: 'employee' };
    expect((await user.call('POST', '/users/create', invited, { 'accept-language': 'es-AR' })).status).toBe(201);
    const token = tokenFrom(linkIn(await latestMail(email, /^Te invitaron a sumarte a /), '/accounts/invitation/'));
    const password = 'Invited-Member-77!!';
    const visitor = new ApiUser();
    const body = { newPassword: password, repeatNewPassword: password };
    expect((await visitor.call('PUT', `/users/invitation/accept/${token}`, body, { 'accept-language': 'en-US,en;q=0.9' })).status).toBe(
      200,
    );
    const member = new ApiUser();
    expect((await member.call('POST', '/users/auth', { username: email, password })).status).toBe(200);
    expect((await member.call('GET', '/users/profile')).body.msg.user_info.language).toBe('en');
  });

  test('a guest who books in Spanish gets the confirmation in Spanish, with dates and money the Argentine way', async () => {
    const hostel = await hostelWithPage();
    const details = guestDetails();
    const from = addDays(hostel.today, 10);
    const booked = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, from, 2, 2), ...details, language: 'es-AR' });
    expect(booked.status).toBe(201);
    const mail = await latestMail(details.email, /^Tu estadía en .+ está reservada$/);
    const day = (iso: string) =>
      new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    expect(mail.text).toContain('Hola Lena:');
    expect(mail.text).toContain('2 huéspedes');
    expect(mail.text).toContain(`Llegada el ${day(from)} desde las 14:00; salida el ${day(addDays(from, 2))} hasta las 11:00`);
    // "US$ 80,00" (Intl's es-AR, with its no-break space).
    expect(formatMoney(80, 'USD', 'es-AR')).toMatch(/^US\$\s80,00$/);
    expect(mail.text).toContain(`Total: ${formatMoney(80, 'USD', 'es-AR')}, se paga en el hostel`);
    expect(mail.text).toContain(`Podés cancelar sin cargo hasta el ${day(addDays(from, -2))}`);
  });

  test('a language the page does not send is taken from Accept-Language; an unknown one is refused', async () => {
    const hostel = await hostelWithPage();
    const details = guestDetails();
    const from = addDays(hostel.today, 12);
    const refused = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, from, 1), ...details, language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual([{ msg: 'Language is not valid', path: 'language' }]);
    const visitor = new ApiUser();
    const body = { ...stayRequest(hostel.dorm._id, from, 1), ...details, captcha_token: await solvedCaptcha(visitor) };
    const headers = { 'idempotency-key': randomUUID(), 'accept-language': 'es-419,es;q=0.9' };
    expect((await visitor.call('POST', `/booking-page/${hostel.slug}/reservations`, body, headers)).status).toBe(201);
    await latestMail(details.email, /^Tu estadía en .+ está reservada$/);
  });

  test('each staff member gets the staff notice in their own profile language', async () => {
    const hostel = await hostelWithPage();
    const spanish = await signedInMember(hostel.user, 'manager', 'Marta');
    expect((await spanish.user.call('PUT', '/users/profile', { firstName: 'Marta', language: 'es-AR' })).status).toBe(200);
    const english = await signedInMember(hostel.user, 'employee', 'Emilio');
    const pageFor = async (staffEmail: string) => {
      const body = settingsBody([hostel.dorm._id, hostel.double._id], { slug: hostel.slug, staff_email: staffEmail });
      expect((await hostel.user.call('PUT', '/properties/booking-page', body)).status).toBe(200);
    };
    await pageFor(spanish.email);
    const first = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, addDays(hostel.today, 20), 1), ...guestDetails() });
    expect(first.status).toBe(201);
    const notice = await latestMail(spanish.email, /^Nueva reserva desde tu página de reservas: Lena Fischer$/);
    expect(notice.text).toContain('Lena Fischer reservó en la página de reservas (confirmada).');
    await pageFor(english.email);
    const second = await bookOnPage(hostel.slug, { ...stayRequest(hostel.dorm._id, addDays(hostel.today, 25), 1), ...guestDetails() });
    expect(second.status).toBe(201);
    const englishNotice = await latestMail(english.email, /^New booking from your booking page: Lena Fischer$/);
    expect(englishNotice.text).toContain('Lena Fischer booked on the booking page (confirmed).');
  });
});
