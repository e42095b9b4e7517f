// The content pages in the three languages: about (timeline, values), contact (form states against the
// real POST /api/contact, details), confidentiality (tabs by mouse and keyboard, the dropdown at 390 px,
// the 19-question FAQ), and axe on each.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS } from '../support/languages.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { unhydratedIslands } from '../support/cold-page.ts';

/** Where the screens of the contact form are kept for review. */
const SHOTS = process.env.SHOTS_DIR ?? 'tests/.artifacts/contact';

type Lang = (typeof LANGS)[number];
const url = (lang: Lang, path: string) => (lang === 'fr' ? path : `/${lang}${path}`);

const ABOUT = {
  fr: {
    january: 'Janvier 2025',
    may: 'Mai 2025',
    values: ['Le luxe', 'L’artisanat', 'La durabilité'],
    shop: 'Découvrir la collection',
    contact: 'Nous contacter',
  },
  en: {
    january: 'January 2025',
    may: 'May 2025',
    values: ['Luxury', 'Craft', 'Sustainability'],
    shop: 'Discover the collection',
    contact: 'Contact us',
  },
  nl: {
    january: 'Januari 2025',
    may: 'Mei 2025',
    values: ['Luxe', 'Vakmanschap', 'Duurzaamheid'],
    shop: 'Ontdek de collectie',
    contact: 'Contacteer ons',
  },
} as const;

const CONTACT = {
  fr: {
    name: 'Nom',
    email: 'Adresse e-mail',
    subject: 'Sujet',
    message: 'Message',
    send: 'Envoyer le message',
    wholesale: 'Vente professionnelle',
    errorTitle: 'Erreur',
    error: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    success: 'Message envoyé',
    badEmail: 'Veuillez saisir une adresse e-mail valide.',
    hours: 'Du lundi au vendredi, de 9 h à 18 h',
    faq: 'Consulter la FAQ',
  },
  en: {
    name: 'Name',
    email: 'E-mail address',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    wholesale: 'Wholesale',
    errorTitle: 'Error',
    error: 'An error occurred. Please try again later.',
    success: 'Message sent',
    badEmail: 'Please enter a valid e-mail address.',
    hours: 'Monday to Friday, 9am to 6pm',
    faq: 'Read the FAQ',
  },
  nl: {
    name: 'Naam',
    email: 'E-mailadres',
    subject: 'Onderwerp',
    message: 'Bericht',
    send: 'Bericht versturen',
    wholesale: 'Groothandel',
    errorTitle: 'Fout',
    error: 'Er is een fout opgetreden. Probeer het later opnieuw.',
    success: 'Bericht verstuurd',
    badEmail: 'Vul een geldig e-mailadres in.',
    hours: 'Van maandag tot vrijdag, van 9 tot 18 uur',
    faq: 'Lees de FAQ',
  },
} as const;

const LEGAL = {
  fr: {
    privacy: 'Confidentialité',
    terms: 'Conditions générales',
    cookies: 'Cookies',
    select: 'Choisir une rubrique',
    form: 'Modèle de formulaire de rétractation',
    faq: 'Questions fréquentes',
  },
  en: {
    privacy: 'Privacy',
    terms: 'Terms and conditions',
    cookies: 'Cookies',
    select: 'Choose a section',
    form: 'Model withdrawal form',
    faq: 'Frequently asked questions',
  },
  nl: {
    privacy: 'Privacy',
    terms: 'Algemene voorwaarden',
    cookies: 'Cookies',
    select: 'Kies een rubriek',
    form: 'Modelformulier voor herroeping',
    faq: 'Veelgestelde vragen',
  },
} as const;

/** The contact form is plain script over server-rendered HTML (no island left to hydrate): typing works at once. */
async function openContact(page: Page, lang: Lang) {
  await page.goto(url(lang, '/contact'));
  await expect(unhydratedIslands(page)).toHaveCount(0);
}

async function fillContact(page: Page, lang: Lang, email = 'claire@example.be') {
  const c = CONTACT[lang];
  await page.getByLabel(c.name, { exact: true }).fill('Claire Dubois');
  await page.getByLabel(c.email, { exact: true }).fill(email);
  await page.getByLabel(c.subject, { exact: true }).selectOption({ label: c.wholesale });
  await page
    .getByLabel(c.message, { exact: true })
    .fill('Bonjour, je souhaiterais recevoir vos conditions pour revendeurs.');
}

for (const lang of LANGS) {
  test.describe(`content pages (${lang})`, () => {
    test('about: five-entry timeline, three values, links to the shop and to contact', async ({ page }) => {
      const a = ABOUT[lang];
      await page.goto(url(lang, '/about'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const timeline = page.getByRole('list').filter({ hasText: a.january });
      await expect(timeline.getByRole('listitem')).toHaveCount(5);
      await expect(timeline).toContainText(a.may);
      for (const value of a.values)
        await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: a.shop })).toHaveAttribute('href', url(lang, '/shop'));
      await expect(page.getByRole('main').getByRole('link', { name: a.contact })).toHaveAttribute(
        'href',
        url(lang, '/contact'),
      );
      await expectNoSeriousA11yViolations(page);
    });

    test('contact: a send with blank fields names each beside it (never a silently disabled button); details, hours and FAQ link', async ({
      page,
    }) => {
      const c = CONTACT[lang];
      const errors = messages[lang].contact.form.fieldErrors;
      await openContact(page, lang);
      const send = page.getByRole('button', { name: c.send });
      await expect(send).toBeEnabled();
      await expect(page.getByLabel(c.email, { exact: true })).toHaveAttribute('type', 'email');
      await expect(page.getByLabel(c.subject, { exact: true }).locator('option:not([disabled])')).toHaveCount(5);
      let sent = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/contact')) sent += 1;
      });
      await send.click();
      for (const [label, field] of [
        [c.name, 'name'],
        [c.email, 'email'],
        [c.subject, 'subject'],
        [c.message, 'message'],
      ] as const) {
        const control = page.getByLabel(label, { exact: true });
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription(errors[field]);
        await expect(page.getByText(errors[field])).toBeVisible();
      }
      await expect(page.getByLabel(c.name, { exact: true })).toBeFocused();
      await expect(page.getByText(c.error)).toBeHidden();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.locator('[data-contact-form]').screenshot({ path: `${SHOTS}/contact-missing-${lang}-${width}.png` });
      }
      // filled but for a blank message: only the message is named
      await fillContact(page, lang);
      await page.getByLabel(c.message, { exact: true }).fill('   ');
      await send.click();
      await expect(page.getByLabel(c.message, { exact: true })).toHaveAccessibleDescription(errors.message);
      await expect(page.getByLabel(c.message, { exact: true })).toBeFocused();
      await expect(page.getByLabel(c.name, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      expect(sent).toBe(0);

      await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
      await expect(page.locator('main a[href*="wa.me"], main a[href*="whatsapp"]')).toBeVisible();
      await expect(page.locator('main a[href*="instagram"]')).toBeVisible();
      await expect(page.getByText(c.hours)).toBeVisible();
      await expect(page.getByRole('link', { name: c.faq })).toHaveAttribute(
        'href',
        `${url(lang, '/confidentiality')}#faq`,
      );
      await expectNoSeriousA11yViolations(page);
    });

    test('contact: a network failure shows the error title and text', async ({ page }) => {
      const c = CONTACT[lang];
      await openContact(page, lang);
      await page.route('**/api/contact', (route) => route.abort('connectionfailed'));
      await fillContact(page, lang);
      await page.getByRole('button', { name: c.send }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(c.errorTitle);
      await expect(alert).toContainText(c.error);
      // Nothing is lost: the shopper can try again.
      await expect(page.getByLabel(c.name, { exact: true })).toHaveValue('Claire Dubois');
    });

    test('confidentiality: tabs by mouse and by keyboard, hash opens a tab, 19 FAQ entries', async ({ page }) => {
      const l = LEGAL[lang];
      await page.goto(url(lang, '/confidentiality'));
      const tablist = page.getByRole('tablist');
      const privacy = tablist.getByRole('tab', { name: l.privacy });
      const terms = tablist.getByRole('tab', { name: l.terms });
      const cookies = tablist.getByRole('tab', { name: l.cookies });
      await expect(privacy).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);

      await terms.click();
      await expect(terms).toHaveAttribute('aria-selected', 'true');
      await expect(privacy).toHaveAttribute('aria-selected', 'false');
      const termsPanel = page.getByRole('tabpanel', { name: l.terms });
      await expect(termsPanel.getByRole('heading', { name: l.form })).toBeVisible();
      await expect(termsPanel).toContainText('14');
      await expect(termsPanel).toContainText('21');

      await terms.focus();
      await page.keyboard.press('ArrowRight');
      await expect(cookies).toBeFocused();
      await expect(cookies).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: l.cookies })).toContainText('perfume_cart');
      await page.keyboard.press('ArrowRight');
      await expect(privacy).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(cookies).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(privacy).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: l.privacy })).toContainText('30');
      await page.keyboard.press('End');
      await expect(cookies).toBeFocused();

      const faq = page.getByRole('region', { name: l.faq });
      const entries = faq.getByRole('group');
      await expect(entries).toHaveCount(19);
      const first = entries.first();
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await expectNoSeriousA11yViolations(page);

      await page.goto(`${url(lang, '/confidentiality')}#terms`);
      await expect(page.getByRole('tab', { name: l.terms })).toHaveAttribute('aria-selected', 'true');
      await page.goto(`${url(lang, '/confidentiality')}#faq`);
      await expect(page.getByRole('heading', { level: 2, name: l.faq })).toBeInViewport();
    });

    test('confidentiality at 390 px: a dropdown replaces the tabs', async ({ page }) => {
      const l = LEGAL[lang];
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(url(lang, '/confidentiality'));
      await expect(page.getByRole('tablist')).toBeHidden();
      const select = page.getByRole('combobox', { name: l.select });
      await expect(select).toBeVisible();
      await select.selectOption({ label: l.cookies });
      await expect(page.getByRole('tabpanel', { name: l.cookies })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await select.selectOption({ label: l.terms });
      await expect(page.getByRole('heading', { name: l.form })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('contact form against POST /api/contact', () => {
  test('a complete message is sent: success shown and the form cleared', async ({ page }) => {
    const c = CONTACT.fr;
    await openContact(page, 'fr');
    await fillContact(page, 'fr');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: c.send }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: c.success })).toBeVisible();
    await expect(page.getByLabel(c.name, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(c.email, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(c.message, { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: c.send })).toBeEnabled();
  });

  test('a refused e-mail address is flagged next to its field, alone (no generic error)', async ({ page }) => {
    const c = CONTACT.en;
    await openContact(page, 'en');
    await fillContact(page, 'en', 'not-an-address');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: c.send }).click();
    expect((await answer).status()).toBe(422);
    const email = page.getByLabel(c.email, { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(c.badEmail);
    // one message per problem: the generic error would read like an outage
    await expect(page.getByText(c.error)).toBeHidden();
  });
});
