// The shop's filters: the search field, the categories (tabs, or a dropdown below 768 px) and the
// gender pills. Each reports the change; the shop goes back to page 1.
import type { CategoryFilter, GenderFilter } from '../../domain/catalog/shop-filter.ts';
import type { ShopLabels } from './ShopBrowser.tsx';
import type { ShopQuery } from './shop-query.ts';
import { CategoryPicker } from './CategoryPicker.tsx';

const GENDERS: GenderFilter[] = ['all', 'male', 'female', 'unisex'];

interface Props {
  query: ShopQuery;
  categories: { id: number; name: string }[];
  labels: ShopLabels;
  onChange: (change: { search?: string; category?: CategoryFilter; gender?: GenderFilter }) => void;
}

export function ShopFilters({ query, categories, labels, onChange }: Props) {
  return (
    <div className="shop__filters" role="search">
      <div className="field shop__search">
        <label htmlFor="shop-search">{labels.searchLabel}</label>
        <input
          id="shop-search"
          className="input"
          type="search"
          value={query.search}
          placeholder={labels.searchPlaceholder}
          onChange={(e) => onChange({ search: e.target.value })}
          autoComplete="off"
        />
      </div>
      <CategoryPicker selected={query.category} categories={categories} labels={labels} onChoose={(category) => onChange({ category })} />
      <div className="shop__genders">
        <span className="label" id="shop-gender-label">
          {labels.genderLabel}
        </span>
        <div className="shop__pills" role="group" aria-labelledby="shop-gender-label">
          {GENDERS.map((g) => (
            <button key={g} type="button" className="shop__pill" aria-pressed={query.gender === g} onClick={() => onChange({ gender: g })}>
              {labels.genders[g]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
