// Production parity, variant `first-deploy` (variants.ts): the owner's first deploy with SMTP, Stripe,
// the build hook, the bank and the seller set, but ORDER_TOKEN_SECRET and both Supabase keys forgotten.
// deploy:check names exactly those three and exits 1; the health answer says not ready. The owner has
// entered no testimonials yet: no built page quotes anyone.
import { expect, test } from '@playwright/test';
import { healthSchema } from '../../src/contract/health.ts';
import { LANGS } from '../support/languages.ts';
import { builtPages, enteredTestimonials } from './built-site.ts';
import { deployCheck } from './parity-support.ts';
import { FIRST_DEPLOY_MISSING } from './variants.ts';

test('a first deploy missing three variables: deploy:check names exactly them and exits 1', async ({
  request,
  baseURL,
}) => {
  const check = deployCheck(String(baseURL));
  expect(check.status, check.output).toBe(1);
  expect(check.failing, check.output).toEqual(
    FIRST_DEPLOY_MISSING.map((name) => expect.stringMatching(new RegExp(`^FAIL {2}variable ${name}: Netlify`))),
  );
  expect(check.output).toContain('The shop is not ready: see the FAIL lines.');
  // what was set is tested for real and passes: SMTP and Stripe answer with the shop's keys
  expect(check.output).toMatch(/^OK {4}smtp: /m);
  expect(check.output).toMatch(/^OK {4}stripe: /m);

  const health = healthSchema.parse(await (await request.get('/api/health')).json());
  expect(health.ready).toBe(false);
  expect(health.status).toBe('incomplete');
  expect(health.failing).toEqual(FIRST_DEPLOY_MISSING.map((name) => `variable:${name}`));
});

test('no testimonials entered: no built page (fr/en/nl) carries a name-and-quote testimonial', async () => {
  for (const lang of LANGS) expect(await enteredTestimonials(lang)).toEqual([]);
  const pages = builtPages();
  // the three home pages and every other page of the build
  expect(pages.map((p) => p.page)).toEqual(expect.arrayContaining(['index.html', 'en/index.html', 'nl/index.html']));
  expect(pages.length).toBeGreaterThan(30);
  const quoting = pages
    .filter(({ html }) => /<blockquote|id="testimonials-title"|Camille D\.|Pieter V\.|Sophie L\./.test(html))
    .map((p) => p.page);
  expect(quoting).toEqual([]);
});
