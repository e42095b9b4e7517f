// The home page's testimonials are the owner's data: none until entered (the storefront then has no
// testimonials section), each with its source; the demo's invented ones come from the local seed only
// and the launch checklist flags them while they are shown. No message file carries a signed quote.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import checklistHandler from '../../../netlify/functions/admin-launch-checklist.mts';
import testimonials from '../../../netlify/functions/admin-testimonials.mts';
import { launchChecklistSchema } from '../../../src/contract/admin/launch-checklist.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { storefrontTestimonials } from '../../../src/server/testimonials/testimonials-repository.ts';
import { insertSeedTestimonials } from '../../../src/local/seed/seed-testimonials.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction } from '../../support/function-context.ts';
import { adminToken, authed, createAccounts, jsonInit } from './helpers.ts';
import { LANGS } from '../../support/languages.ts';

const URL = 'http://localhost/api/admin/testimonials';
const OWN = {
  language: 'fr',
  quote: 'Un service attentif et un parfum qui me ressemble.',
  author: 'Anne M., Namur',
  source: 'Avis Google du 3 mars 2026',
};

beforeEach(async () => {
  await resetDatabase();
  await createAccounts();
});

const demoTextsLine = async (token: string) =>
  launchChecklistSchema
    .parse(
      await (
        await callFunction(checklistHandler, new Request('http://localhost/api/admin/launch-checklist', authed(token)))
      ).json(),
    )
    .items.find((line) => line.item === 'demoTexts');

describe('testimonials', () => {
  it('none until the owner enters some; each needs its source; the home page of a language reads its own', async () => {
    const token = await adminToken();
    expect(await (await callFunction(testimonials, new Request(URL, authed(token)))).json()).toEqual({ items: [] });
    for (const lang of LANGS) expect(await storefrontTestimonials(lang)).toEqual([]);

    const unsourced = await callFunction(
      testimonials,
      new Request(URL, jsonInit(token, 'PUT', { items: [{ ...OWN, source: ' ' }] })),
    );
    expect(unsourced.status).toBe(422);
    expect(Object.keys((await unsourced.json()).errors)).toEqual(['items.0.source']);

    const saved = await callFunction(testimonials, new Request(URL, jsonInit(token, 'PUT', { items: [OWN] })));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ items: [OWN] });
    expect(await storefrontTestimonials('fr')).toEqual([{ quote: OWN.quote, author: OWN.author }]);
    expect(await storefrontTestimonials('en')).toEqual([]);
    expect((await callFunction(testimonials, new Request(URL, authed(null)))).status).toBe(401);
  });

  it('the back-office reads the list in the order the owner saved it, whatever the languages', async () => {
    const token = await adminToken();
    const items = [
      { ...OWN, language: 'nl', quote: 'Eerst.' },
      { ...OWN, quote: 'Deuxième.' },
      { ...OWN, language: 'en', quote: 'Third.' },
      { ...OWN, quote: 'Quatrième.' },
    ];
    const saved = await callFunction(testimonials, new Request(URL, jsonInit(token, 'PUT', { items })));
    expect(await saved.json()).toEqual({ items });
    expect(await (await callFunction(testimonials, new Request(URL, authed(token)))).json()).toEqual({ items });
    expect((await storefrontTestimonials('fr')).map((t) => t.quote)).toEqual(['Deuxième.', 'Quatrième.']);
  });

  it("the demo's invented testimonials are flagged by the launch checklist until replaced", async () => {
    const token = await adminToken();
    expect(await demoTextsLine(token)).toMatchObject({ configured: true });
    await insertSeedTestimonials(getSql());
    expect(await demoTextsLine(token)).toEqual({
      item: 'demoTexts',
      configured: false,
      setIn: { kind: 'settings', section: 'testimonials' },
    });
    await callFunction(testimonials, new Request(URL, jsonInit(token, 'PUT', { items: [OWN] })));
    expect(await demoTextsLine(token)).toMatchObject({ configured: true });
  });

  it('no message file ships a name-and-quote testimonial', () => {
    const root = path.resolve(import.meta.dirname, '../../../src/i18n/messages');
    for (const lang of LANGS)
      for (const file of readdirSync(path.join(root, lang))) {
        const text = readFileSync(path.join(root, lang, file), 'utf8');
        for (const name of ['Camille D.', 'Pieter V.', 'Sophie L.'])
          expect(text, `${lang}/${file}`).not.toContain(name);
        expect(text, `${lang}/${file}`).not.toMatch(/"testimonials"[^}]*"items"/);
      }
  });
});
