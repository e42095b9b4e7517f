// The categories: a row of toggle buttons, or the same choice as a dropdown below 768 px (CSS shows one).
import type { CategoryFilter } from '../../domain/catalog/shop-filter.ts';
import type { ShopLabels } from './ShopBrowser.tsx';

interface Props {
  selected: CategoryFilter;
  categories: { id: number; name: string }[];
  labels: ShopLabels;
  onChoose: (category: CategoryFilter) => void;
}

export function CategoryPicker({ selected, categories, labels, onChoose }: Props) {
  const all: { id: CategoryFilter; name: string } = { id: 'all', name: labels.categoryAll };
  return (
    <div className="shop__categories">
      <span className="label" id="shop-category-label">
        {labels.categoryLabel}
      </span>
      <div className="shop__tabs" role="group" aria-labelledby="shop-category-label">
        {[all, ...categories].map((c) => (
          <button key={String(c.id)} type="button" className="shop__tab" aria-pressed={selected === c.id} onClick={() => onChoose(c.id)}>
            {c.name}
          </button>
        ))}
      </div>
      <div className="field shop__category-select">
        <select
          className="select"
          aria-labelledby="shop-category-label"
          value={String(selected)}
          onChange={(e) => onChoose(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        >
          <option value="all">{labels.categoryAll}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
