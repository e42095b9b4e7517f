// The products shown "à la une" and as Hero: as the list was loaded until the admin changes them,
// with the spec's limits (a fourth flagship refused, a second Hero replacing the first, each with its
// notice), then saved together.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSpecialProducts } from '../../api/products.ts';
import { failureText } from '../../api/failure-text.ts';
import type { Product } from '../../api/types.ts';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { selectionFrom, toggleFeatured, toggleHero, type SpecialSelection } from '../../logic/special-products.ts';
import { useLeaveGuard } from '../../components/useLeaveGuard.ts';
import type { Loaded } from '../useLoad.ts';

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
/** Whether two choices of flagship and hero products are the same, in any order. */
const sameSelection = (a: SpecialSelection, b: SpecialSelection) =>
  sameIds(a.featured, b.featured) && sameIds(a.hero, b.hero);

export function useSpecialProducts(products: Loaded<Product[]>) {
  const { t } = useTranslation();
  // null: as the list says (after each load); else the admin's unsaved choice
  const [edited, setEdited] = useState<SpecialSelection | null>(null);
  const save = usePendingAction<'special'>();
  const special = edited ?? selectionFrom(products.data ?? []);
  const unsaved = edited !== null && !sameSelection(edited, selectionFrom(products.data ?? []));
  useLeaveGuard(unsaved, t('unsavedChanges.leaveSpecial'));

  const onFeatured = (id: number) => {
    const result = toggleFeatured(special, id);
    setEdited(result.selection);
    if (result.notice) showToast('error', t('products.featuredLimit'));
  };
  const onHero = (id: number) => {
    const result = toggleHero(special, id);
    setEdited(result.selection);
    if (result.notice) showToast('info', t('products.heroReplaced'));
  };
  const saveSpecial = async () => {
    const outcome = await save.run(
      'special',
      () => updateSpecialProducts(special.featured, special.hero),
      (error) => failureText(error, 'products.specialError', t),
    );
    if (outcome.status !== 'done') return;
    showToast('success', t('products.specialSuccess'));
    // the list now says what was saved (the switches stay put), then reads the server's word
    const saved = special;
    products.setData((list) =>
      list.map((p) => ({ ...p, is_flagship: saved.featured.includes(p.id), is_hero: saved.hero.includes(p.id) })),
    );
    setEdited(null);
    await products.reload();
  };

  return {
    special,
    unsaved,
    onFeatured,
    onHero,
    saveSpecial,
    saving: save.isPending('special'),
    error: save.errorOf('special'),
  };
}

export type SpecialProducts = ReturnType<typeof useSpecialProducts>;
