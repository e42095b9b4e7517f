// The back-office catalogue: the same keys in FR, EN and NL; every key the admin code uses exists;
// the spec's French strings word for word.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fr from '../../../src/i18n/messages/fr/admin.json';
import en from '../../../src/i18n/messages/en/admin.json';
import nl from '../../../src/i18n/messages/nl/admin.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
    return out;
  }, {});
}

const catalogues = { fr: flatten(fr as Tree), en: flatten(en as Tree), nl: flatten(nl as Tree) };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('admin messages', () => {
  it('have identical keys in the three languages, none empty', () => {
    const keys = Object.keys(catalogues.fr).sort();
    expect(Object.keys(catalogues.en).sort()).toEqual(keys);
    expect(Object.keys(catalogues.nl).sort()).toEqual(keys);
    for (const catalogue of Object.values(catalogues))
      expect(Object.values(catalogue).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('contain every key the back-office code asks for', () => {
    const root = path.resolve(import.meta.dirname, '../../../src/admin');
    const pattern =
      /['"`]((?:common|auth|layout|nav|titles|dashboard|products|productForm|categories|categoryForm|orders|status|kanban|statistics|settings|inbox|bankStatements|meta)\.[A-Za-z.]+)['"`]/g;
    const used = new Set(
      sourceFiles(root).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1] as string)),
    );
    expect([...used].filter((key) => !(key in catalogues.fr))).toEqual([]);
  });

  it("keep the spec's strings word for word", () => {
    const f = catalogues.fr;
    expect(f['products.featuredLimit']).toBe(
      "Vous ne pouvez sélectionner que 3 produits à la une. Veuillez d'abord en désélectionner un.",
    );
    expect(f['products.heroReplaced']).toBe(
      'Un seul produit peut être sélectionné comme vedette. Le précédent a été remplacé.',
    );
    expect(f['products.specialSuccess']).toBe('Produits spéciaux mis à jour avec succès\u202f!');
    expect(f['products.deleteMany']).toBe('{{count}} produit(s) supprimé(s) avec succès');
    expect(f['productForm.requiredError']).toBe(
      'Veuillez remplir tous les champs obligatoires et ajouter au moins une image.',
    );
    expect(f['categoryForm.namePlaceholder']).toBe('Ex.\u00a0: Eau de Parfum');
    expect(f['categoryForm.submitEdit']).toBe('Enregistrer les modifications');
    expect(f['orders.confirmDelete']).toBe(
      'Êtes-vous sûr de vouloir supprimer cette commande ? Cette action est irréversible.',
    );
    expect(f['orders.statusUpdated']).toBe('Statut de la commande #{{id}} mis à jour vers {{label}}');
    expect(f['orders.found']).toBe('{{count}} commande(s) trouvée(s)');
    expect(f['common.showing']).toBe('Affichage de {{from}} à {{to}} sur {{total}} résultats');
    expect(f['kanban.empty']).toBe('Aucune commande dans cette colonne');
    expect(catalogues.en['auth.errorLogin']).toBe('Login failed. Please check your credentials.');
    expect(catalogues.en['auth.errorReset']).toBe('Unable to send reset email. Please try again.');
  });

  it('say every delete is irreversible', () => {
    for (const [key, text] of Object.entries(catalogues.fr)) {
      if (/confirm(Delete|DeleteOne|DeleteMany)$|promoConfirm$/.test(key))
        expect(text, key).toContain('Cette action est irréversible.');
    }
  });
});
