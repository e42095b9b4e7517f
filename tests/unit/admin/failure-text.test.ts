// What an admin reads next to a control whose API call failed: the screen's words in the admin's
// language, then the admin's own words for the server's stable code, or else the server's
// field-naming lines (or its reason for a 4xx), never a 5xx's inner words.
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from '../../../src/admin/api/api-error.ts';
import { failureText, serverDetails } from '../../../src/admin/api/failure-text.ts';
import { createAdminI18n } from '../../../src/admin/i18n/admin-i18n.ts';
import en from '../../../src/i18n/messages/en/admin.json';
import fr from '../../../src/i18n/messages/fr/admin.json';
import nl from '../../../src/i18n/messages/nl/admin.json';

describe('failure text', () => {
  const tFr = createAdminI18n('fr').t;
  const tEn = createAdminI18n('en').t;
  const tNl = createAdminI18n('nl').t;

  it("names the refused fields after the screen's words, in the admin's language", () => {
    const refused = apiErrorFrom(422, {
      error: 'Données invalides',
      errors: { status: ["Le statut doit être l'un de : pending, paid."] },
    });
    expect(failureText(refused, 'orders.statusError', tEn)).toBe(
      `${en.orders.statusError} status: Le statut doit être l'un de : pending, paid.`,
    );
    expect(failureText(refused, 'orders.statusError', tFr)).toBe(
      `${fr.orders.statusError} status: Le statut doit être l'un de : pending, paid.`,
    );
  });

  it("words a code it knows in the admin's language, not in the server's", () => {
    const notEmpty = apiErrorFrom(409, {
      error: 'La catégorie contient encore 3 produit(s).',
      code: 'category_not_empty',
    });
    expect(failureText(notEmpty, 'categories.deleteOneError', tEn)).toBe(
      `${en.categories.deleteOneError} ${en.errors.categoryNotEmpty}`,
    );
    expect(failureText(notEmpty, 'categories.deleteOneError', tNl)).toBe(
      `${nl.categories.deleteOneError} ${nl.errors.categoryNotEmpty}`,
    );
    const exists = apiErrorFrom(409, {
      error: 'Ce code promo existe déjà.',
      code: 'promo_code_exists',
      errors: { code: ['Ce code promo existe déjà.'] },
    });
    expect(failureText(exists, 'settings.promoError', tEn)).toBe(
      `${en.settings.promoError} ${en.errors.promoCodeExists}`,
    );
  });

  it("adds a 4xx's reason when it has no code of its own, never a 5xx's", () => {
    const conflict = apiErrorFrom(409, { error: 'La catégorie contient encore des produits.' });
    expect(failureText(conflict, 'categories.deleteOneError', tFr)).toBe(
      `${fr.categories.deleteOneError} La catégorie contient encore des produits.`,
    );
    const crash = apiErrorFrom(500, { error: 'Internal server error', code: 'internal_error' });
    expect(failureText(crash, 'products.deleteError', tFr)).toBe(fr.products.deleteError);
    expect(serverDetails(crash)).toEqual([]);
  });

  it('says a timeout, an unreachable server, a refused account or too many tries in common words', () => {
    expect(failureText(new ApiError(0, 'timeout'), 'settings.saveError', tEn)).toBe(en.common.timeout);
    expect(failureText(new ApiError(0, 'network'), 'settings.saveError', tEn)).toBe(en.common.network);
    expect(failureText(apiErrorFrom(403, { error: 'no', code: 'not_admin' }), 'settings.saveError', tEn)).toBe(
      en.common.forbidden,
    );
    expect(failureText(apiErrorFrom(429, undefined), 'settings.saveError', tEn)).toBe(en.common.tooMany);
    expect(failureText(new Error('boom'), 'settings.saveError', tEn)).toBe(en.settings.saveError);
    expect(failureText(new ApiError(200, 'answer'), 'settings.saveError', tEn)).toBe(en.settings.saveError);
  });

  it('reads any error body part by part: an unknown code or a malformed part is left out, the rest kept', () => {
    const odd = apiErrorFrom(422, { error: 'Refusé', code: 'no_such_code', errors: 'not a record' });
    expect(odd.code).toBeUndefined();
    expect(odd.fields).toBeUndefined();
    expect(odd.serverMessage).toBe('Refusé');
    const page = apiErrorFrom(502, '<html>Bad gateway</html>');
    expect([page.status, page.kind, page.serverMessage]).toEqual([502, 'http', undefined]);
  });
});
