import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, register, signedInOwner, uniqueEmail } from '../support/api';
import { controlLook, DESK, PHONE, signedInPage, testPage, workerBrowser } from '../support/browser';
import { englishLeft } from '../support/english-left';
import { latestMail, linkIn } from '../support/mailbox';

// The account pages in Spanish (Argentina): sign in, sign up, the profile and the invitation follow a
// browser in es-AR. Sign-in and sign-up have a language menu of their own (no profile yet), and the
// language used there becomes the profile's at the first sign-in. The public frame around the account
// pages (header, footer) is the public site's and converts on its own, so those pages are checked in their card.

const WAIT = { timeout: 15_000 };
const CARD = '.auth-card';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function visitorPage(viewport = DESK): Promise<{ page: Page; problems: string[] }> {
  return testPage(browser, viewport, { locale: 'es-AR' });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);

describe('the account pages in Spanish', () => {
  it('sign-in: a wrong password, a switch to English and back, then the sign-in keeps Spanish in the profile', async () => {
    const { user, email, password } = await signedInOwner();
    const { page, problems } = await visitorPage();
    await page.goto('/accounts/login');
    await heading(page, 'Ingresá a tu cuenta');
    expect(await page.title()).toMatch(/^Ingresá a tu cuenta · /);

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(`${password}-wrong`);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    // The API's own message is translated elsewhere: only the page's words are asserted here.
    await page.locator(`${CARD} .form-messages-error`).waitFor(WAIT);
    expect(await englishLeft(page, CARD)).toEqual([]);

    // The menu is one of the form's controls, not the browser's bare select: a 44 px target with the fields' border.
    expect(await controlLook(page.getByRole('combobox', { name: 'Idioma' }))).toEqual({ height: 44, border: '1px', radius: '8px' });
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await heading(page, 'Sign in to your account');
    await page.getByRole('button', { name: 'Sign in' }).waitFor(WAIT);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es-AR');
    await heading(page, 'Ingresá a tu cuenta');

    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await heading(page, 'Inicio');
    await expect.poll(async () => (await user.call('GET', '/users/profile')).body.msg.user_info.language, WAIT).toBe('es-AR');
    expect(problems).toEqual([]);
  });

  it('sign-up on a phone: the form, the country and the captcha in Spanish, and its checks', async () => {
    const { page, problems } = await visitorPage(PHONE);
    await page.goto('/accounts/signup');
    await heading(page, 'Creá una cuenta gratis');
    // The browser's region picks the country, named in Spanish.
    expect(await page.getByLabel('País').locator('option:checked').textContent()).toBe('Argentina (AR)');
    expect(await page.getByLabel('País').locator('option').first().textContent()).toBe('Sin definir');
    await page.getByText('No soy un robot').waitFor(WAIT);

    await page.getByLabel('Tu nombre').fill('Ana');
    await page.getByLabel('Nombre de la propiedad').fill('Casa Azul');
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('signup-es'));
    await page.getByLabel('Contraseña', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('Repetí la contraseña').fill(`${GOOD_PASSWORD}x`);
    await page.getByRole('checkbox', { name: 'Acepto los términos de uso y la política de privacidad' }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // The validation message itself is translated elsewhere: the field is marked, the page's words are Spanish.
    await expect.poll(() => page.getByLabel('Repetí la contraseña').getAttribute('aria-invalid'), WAIT).toBe('true');
    expect(await englishLeft(page, CARD)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('profile: the name is changed and saved in Spanish, and the password tab and delete dialog speak it too', async () => {
    const { user } = await signedInOwner();
    const { page, problems } = await signedInPage(browser, user, DESK, { locale: 'es-AR' });
    await page.goto('/app/users/profile/edit');
    await heading(page, 'Tu cuenta');
    await page.getByLabel('Nombre', { exact: true }).fill('Anabel');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Perfil guardado').waitFor(WAIT);
    expect((await user.call('GET', '/users/profile')).body.msg.user_info.first_name).toBe('Anabel');
    expect(await page.getByLabel('Rol').inputValue()).toBe('Administrador');
    expect(await englishLeft(page)).toEqual([]);

    await page.getByRole('button', { name: 'Borrar la cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Borrar tu cuenta' });
    await dialog.getByRole('link', { name: 'Todos los datos (JSON)' }).waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('tab', { name: 'Contraseña' }).click();
    await page.getByRole('heading', { name: 'Cambiar la contraseña', level: 2 }).waitFor(WAIT);
    expect(await englishLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('invitation: the invited member sets a password in Spanish and is taken to sign in', async () => {
    const owner = await signedInOwner();
    const email = uniqueEmail('invited-es');
    const created = await owner.user.call('POST', '/users/create', {
      username: email,
      firstName: 'Emilia',
      lastName: 'Pérez',
      role: 'employee',
    });
    expect(created.status).toBe(201);
    const link = linkIn(await latestMail(email, /invited/i), '/accounts/invitation/');

    const { page, problems } = await visitorPage();
    await page.goto(link.pathname);
    await heading(page, 'Sumate a tu equipo');
    expect(await englishLeft(page, CARD)).toEqual([]);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('Repetí la contraseña nueva').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByText('Tu contraseña quedó guardada. Te vamos a llevar a la página de ingreso.').waitFor(WAIT);
    await page.getByRole('link', { name: 'Ingresar ahora' }).waitFor(WAIT);
    await heading(page, 'Ingresá a tu cuenta');
    expect(problems).toEqual([]);
  });

  it("a confirmation link opened again reads that the email is already verified: the page decides on the answer's id", async () => {
    const { response, email } = await register();
    expect(response.status).toBe(201);
    const link = linkIn(await latestMail(email, /confirm/i), '/accounts/email-validation/');
    const { page, problems } = await visitorPage();
    await page.goto(link.pathname);
    await page.getByRole('heading', { name: 'Correo verificado' }).waitFor(WAIT);
    // Opened again (as a mail client's preview does): the API says it in Spanish, with the id the page reads.
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/users/confirm-email/'), WAIT);
    await page.goto(link.pathname);
    expect(await (await answered).json()).toMatchObject({ msg: 'Tu email ya está verificado', messageId: 'account.emailAlreadyVerified' });
    await page.getByRole('heading', { name: 'Correo ya verificado' }).waitFor(WAIT);
    expect(await englishLeft(page, CARD)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
