import type { Page } from '@playwright/test';
import { apiLogin } from './support/api';
import { DESKTOP, PHONE, shootBothWidthsAndThemes } from './support/devices';
import { newestMail } from './support/outbox';
import { hydrated } from './support/ready';
import { logIn } from './support/session';
import { expect, test } from './support/test';

const shoot = (page: Page, name: string) => shootBothWidthsAndThemes(page, test.info(), name);

/**
 * The organiser sets parents' consent in the console (under 16, with a text); a minor registers on
 * demo-expo from a phone, giving a birth date and a parent's address in the form; the parent opens the
 * mailed link on a phone and agrees, and the organiser sees the consent given in the registrants table.
 */
test('a parent consents from the mailed link on a phone; the organiser sees it given', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organiser = await apiLogin(request, 'organiser');
  const console = await (await browser.newContext()).newPage();
  await logIn(console, 'organiser');
  await console.setViewportSize(DESKTOP);
  await console.goto('/demo-expo/manage/registration');
  const consentForm = console.getByTestId('consent-settings');
  await expect(consentForm.getByRole('heading', { name: "Parents' consent" })).toBeVisible();
  const before = Number(
    /\d+/.exec((await consentForm.getByTestId('consent-version').textContent()) ?? '')![0],
  );
  // A wrong age is refused beside its field, in the form, before anything is sent.
  await consentForm.getByLabel(/Consent needed under this age/).fill('40');
  await consentForm.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(consentForm.getByText('Give an age from 1 to 21, or leave it empty')).toBeVisible();
  await consentForm.getByLabel(/Consent needed under this age/).fill('16');
  const text = `Photos of the expo may be published on this site (${Date.now()}).`;
  await consentForm.getByLabel('Consent text shown to parents').fill(text);
  await consentForm.getByRole('button', { name: 'Save consent settings' }).click();
  // A changed text is a new version: each consent names the one it agreed to.
  await expect(consentForm.getByTestId('consent-version')).toHaveText(`Version ${before + 1} of the text`);
  await consentForm.scrollIntoViewIfNeeded();
  await shoot(console, 'consent-settings');

  // The minor registers on her phone; the form asks her birth date, then her parent's address.
  const parentEmail = 'parent-of-radia@example.org';
  const minor = await (await browser.newContext()).newPage();
  await logIn(minor, 'radia');
  await minor.setViewportSize(PHONE);
  await minor.goto('/demo-expo/registration');
  await hydrated(minor);
  const form = minor.getByTestId('registration-form');
  await form.getByLabel(/^School/).fill('Hill High');
  await form.getByRole('radio', { name: '8', exact: true }).check();
  await expect(form.getByLabel(/^Your parent's or guardian's e-mail/)).toHaveCount(0);
  await minor.getByTestId('send-registration').click();
  await expect(form.getByText('Give your birth date')).toBeVisible();
  await form.getByLabel(/^Your birth date/).fill('2999-01-01');
  await expect(form.getByText('Give a real birth date, in the past')).toBeVisible();
  await form.getByLabel(/^Your birth date/).fill('2014-03-01');
  const parentField = form.getByLabel(/^Your parent's or guardian's e-mail/);
  await expect(parentField).toBeVisible();
  await minor.getByTestId('send-registration').click();
  await expect(form.getByText("Give a parent's or guardian's e-mail address")).toBeVisible();
  await parentField.fill('mum@');
  await parentField.blur();
  await expect(form.getByText('Give a valid e-mail address for your parent or guardian')).toBeVisible();
  await parentField.fill(parentEmail);
  await shoot(minor, 'registration-form-minor');
  await minor.getByTestId('send-registration').click();
  await expect(minor.getByTestId('registration-status')).toHaveText('Applied');

  const mail = await newestMail(request, parentEmail, /parent-access\?token=/);
  const link = /https?:\/\/\S+\/demo-expo\/parent-access\?token=[\w-]+/.exec(mail)![0];
  const parent = await (await browser.newContext()).newPage();
  await parent.setViewportSize(PHONE);
  await parent.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(parent);
  const page = parent.getByTestId('parent-consent');
  await expect(page.getByRole('heading', { name: 'Parent or guardian consent' })).toBeVisible();
  await expect(page).toContainText(text);
  await shoot(parent, 'parent-consent');
  await page.getByLabel('Your full name').fill('Rosa Radia');
  await page.getByLabel('Your relationship to the participant').fill('Mother');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('status')).toContainText('your consent');
  await shoot(parent, 'parent-consent-done');

  // The same link is spent.
  await parent.reload();
  await expect(page).toContainText('This link no longer works');

  await console.goto('/demo-expo/manage/registration');
  await expect(console.getByTestId('registrant-counts')).toBeVisible();
  await console.getByLabel('Name or e-mail').fill('radia');
  await expect(console.getByTestId('registrant-row')).toHaveCount(1);
  await expect(console.getByTestId('registrant-row')).toContainText('Given');

  await request.put('/api-v2/partners/events/demo-expo/registration/consent', {
    headers: organiser,
    data: { ageUnder: null, text },
  });
});
