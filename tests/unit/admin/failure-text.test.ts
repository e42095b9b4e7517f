// What an admin reads next to a control whose API call failed: the screen's words in the admin's
// language, then the server's field-naming lines (or its reason for a 4xx), never a 5xx's inner words.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/admin/api/client.ts';
import { failureText, serverDetails } from '../../../src/admin/api/failure-text.ts';
import { createAdminI18n } from '../../../src/admin/i18n/admin-i18n.ts';
import en from '../../../src/i18n/messages/en/admin.json';
import fr from '../../../src/i18n/messages/fr/admin.json';

describe('failure text', () => {
  const tFr = createAdminI18n('fr').t;
  const tEn = createAdminI18n('en').t;

  it("names the refused fields after the screen's words, in the admin's language", () => {
    const refused = new ApiError(422, 'http', 'Données invalides', 'Données invalides', { status: ['Le statut doit être l\'un de : pending, paid.'] });
    expect(failureText(refused, 'orders.statusError', tEn)).toBe(`${en.orders.statusError} status: Le statut doit être l'un de : pending, paid.`);
    expect(failureText(refused, 'orders.statusError', tFr)).toBe(`${fr.orders.statusError} status: Le statut doit être l'un de : pending, paid.`);
  });

  it("adds a 4xx's reason, not a 5xx's", () => {
    const conflict = new ApiError(409, 'http', 'x', 'La catégorie contient encore des produits.');
    expect(failureText(conflict, 'categories.deleteOneError', tFr)).toBe(`${fr.categories.deleteOneError} La catégorie contient encore des produits.`);
    const crash = new ApiError(500, 'http', 'Internal server error', 'Internal server error');
    expect(failureText(crash, 'products.deleteError', tFr)).toBe(fr.products.deleteError);
    expect(serverDetails(crash)).toEqual([]);
  });

  it('says a timeout, an unreachable server or a refused account in common words', () => {
    expect(failureText(new ApiError(0, 'timeout', 'timeout'), 'settings.saveError', tEn)).toBe(en.common.timeout);
    expect(failureText(new ApiError(0, 'network', 'network'), 'settings.saveError', tEn)).toBe(en.common.network);
    expect(failureText(new ApiError(403, 'http', 'no', 'no'), 'settings.saveError', tEn)).toBe(en.common.forbidden);
    expect(failureText(new Error('boom'), 'settings.saveError', tEn)).toBe(en.settings.saveError);
  });
});
