import { expect, test, type Page } from '@playwright/test';
import { BASE_B } from '../playwright.config';
import { acceptNecessaryCookies, openAs, waitForMail } from '../support/session';

// Issue 18 parts 5 and 6: the help centre (footer links land on their panel and tab, search across
// guides, FAQ, glossary and documents, the title from the panel) and the contact form (warning,
// send error, "Nachricht gesendet", the mail in the mailbox with the user's reply address).

const footerLink = (page: Page, name: string) => page.getByTestId('footer').getByRole('link', { name, exact: true });

test('logged in, the footer links open the help centre on the right panel and tab', async ({ page, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'verkaeufer');

  await footerLink(page, 'Benutzerhandbuch').click();
  // A seller lands on the seller's guide; the title is the panel's name.
  await expect(page).toHaveURL(/\/hilfe-center\/anleitung\/verkaeufer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anleitung' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Verkäufer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Ein Angebot anlegen' })).toBeVisible();
  await expect(page).toHaveTitle('Fuelmarkt | Anleitung');

  await footerLink(page, 'AGB').click();
  await expect(page).toHaveURL(/\/hilfe-center\/dokumente\/agb$/);
  await expect(page.getByTestId('legal-terms')).toContainText('§ 1 Geltungsbereich');
  await expect(page.getByRole('tab', { name: 'AGB' })).toHaveAttribute('aria-selected', 'true');

  await footerLink(page, 'Datenschutz').click();
  await expect(page).toHaveURL(/\/hilfe-center\/dokumente\/datenschutz$/);
  await expect(page.getByTestId('legal-privacy')).toContainText('Fuelmarkt GmbH');

  await footerLink(page, 'Impressum').click();
  await expect(page).toHaveURL(/\/hilfe-center\/dokumente\/impressum$/);
  await expect(page.getByTestId('legal-imprint')).toContainText('HRB 171234');
  await expect(page).toHaveTitle('Fuelmarkt | Dokumente');
});

test('the help centre searches everything and a hit opens its section; tabs and panels by keyboard', async ({
  page,
  baseURL,
}) => {
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'kaeufer', '/hilfe-center');
  // The overview offers the buyer's own guide.
  await expect(page.getByRole('link', { name: 'Ihre Anleitung: Käufer' })).toBeVisible();

  await page.getByTestId('help-search').fill('abholnummer');
  const results = page.getByTestId('help-results');
  await expect(results).toContainText('Glossar');
  await results.getByRole('link', { name: 'Abholnummer', exact: true }).click();
  await expect(page).toHaveURL(/\/hilfe-center\/glossar\/a-z#abholnummer$/);
  await expect(page.getByRole('heading', { name: 'Abholnummer', exact: true })).toBeInViewport();
  await expect(page).toHaveTitle('Fuelmarkt | Glossar');

  // Umlauts typed plainly and a typo still find the FAQ answer.
  await page.getByTestId('help-search').fill('Kreditlimt abgelehnt');
  await page
    .getByTestId('help-results')
    .getByRole('link', { name: /Kreditlimits abgelehnt/ })
    .click();
  await expect(page).toHaveURL(/\/hilfe-center\/faq\/handel#kredit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();

  // The FAQ's topics are tabs: arrow keys move between them.
  await page.getByRole('tab', { name: 'Handel und Bestellungen' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hilfe-center\/faq\/verkauf$/);

  await page.getByTestId('help-search').fill('Quantenphysik');
  await expect(page.getByTestId('help-no-results')).toBeVisible();
});

test('brand B: the help centre writes Swiss and names the Swiss company', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_B, locale: 'de-CH', timezoneId: 'Europe/Zurich' });
  const page = await context.newPage();
  await acceptNecessaryCookies(page, BASE_B);
  await openAs(page, 'kaeufer', '/hilfe-center/faq/konto');
  await expect(page.getByTestId('help-tab-content-konto')).toContainText('kontakt@brennstoffboerse.ch');
  await expect(page.getByTestId('help-center')).not.toContainText('ß');
  // No trigger contracts and no price alerts on brand B: their guide sections are left out.
  await page.goto('/hilfe-center/anleitung/kaeufer');
  await expect(page.getByRole('heading', { name: 'Favoriten: Ihr Markt mit einem Klick' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trigger-Verträge abrufen' })).toHaveCount(0);
  await context.close();
});

test('the contact form warns about empty fields, reports a failed send, and mails the team with the user as Reply-To', async ({
  page,
  baseURL,
  request,
}) => {
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'bauer-dispo');
  await page.getByTestId('main-menu').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  const form = page.getByTestId('contact-form');
  // The reply address is the user's own, prefilled.
  const replyTo = form.getByTestId('contact-reply-to');
  await expect(replyTo).not.toHaveValue('');
  const usersAddress = await replyTo.inputValue();

  await form.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-missing')).toContainText(
    'Bitte füllen Sie Betreff, Nachricht und Antwortadresse aus.',
  );
  await expect(form.getByText('Betreff ist ein Pflichtfeld.')).toBeVisible();

  const subject = `Abholung Ulm verschieben ${Date.now()}`;
  await form.getByTestId('contact-subject').fill(subject);
  await form
    .getByTestId('contact-message')
    .fill('Guten Tag,\nkönnen wir die Abholung in Ulm auf Donnerstag legen?\nViele Grüße');
  await replyTo.fill('disposition@energiehandel-bauer.de');
  await expect(page.getByTestId('contact-missing')).toHaveCount(0);

  // The connection fails once: the form says so and names the address to write to instead.
  await page.route('**/api/contact', (route) => route.abort());
  await form.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-send-failed')).toContainText('Die Nachricht konnte nicht gesendet werden');
  await expect(page.getByTestId('contact-send-failed')).toContainText('service@fuelmarkt.de');
  await page.unroute('**/api/contact');

  await form.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-sent')).toContainText('Nachricht gesendet');
  await expect(page.getByTestId('contact-sent')).toContainText('disposition@energiehandel-bauer.de');

  const mail = await waitForMail(request, 'service@fuelmarkt.de', new RegExp(`Kontaktformular: ${subject}`));
  expect(mail.text).toContain('können wir die Abholung in Ulm auf Donnerstag legen?');
  expect(mail.text).toContain('Antwort an: disposition@energiehandel-bauer.de');
  expect(mail.text).toContain(`E-Mail im Profil: ${usersAddress}`);

  // The developer mailbox shows it with the reply address.
  await page.goto('/dev/mailbox');
  const card = page.getByTestId('mailbox-mail').filter({ hasText: subject });
  await expect(card).toContainText('Antwort an: disposition@energiehandel-bauer.de');

  // "Weitere Nachricht schreiben" starts a fresh form with the user's address again.
  await page.goto('/kontakt');
  await expect(page.getByTestId('contact-reply-to')).toHaveValue(usersAddress);
});
