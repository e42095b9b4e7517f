// Price, stock, size, category, gender and the flagship switch of the product form.
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../domain/catalog/types.ts';
import type { Category } from '../../api/types.ts';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { keepDigits, keepPriceChars } from '../../logic/numeric-input.ts';
import type { ProductFields } from '../../logic/product-form-data.ts';
import { categoryNameIn } from '../../logic/category-name.ts';

interface Props {
  fields: ProductFields;
  categories: Category[];
  onChange: (changes: Partial<ProductFields>) => void;
  /** Shoppers waiting for this product to be back (back-in-stock alerts): said under the stock. */
  waitingShoppers?: number;
}

type NumberFieldName = 'price' | 'stock' | 'sizeMl' | 'weightGrams';

/** Each number field: its input's id, label, keyboard, and what it keeps of what is typed. */
const NUMBER_FIELDS: {
  name: NumberFieldName;
  id: string;
  label: string;
  inputMode: 'decimal' | 'numeric';
  keep: (value: string) => string;
}[] = [
  { name: 'price', id: 'price', label: 'productForm.price', inputMode: 'decimal', keep: keepPriceChars },
  { name: 'stock', id: 'stock', label: 'productForm.stock', inputMode: 'numeric', keep: keepDigits },
  { name: 'sizeMl', id: 'size', label: 'productForm.sizeMl', inputMode: 'numeric', keep: keepDigits },
  { name: 'weightGrams', id: 'weight', label: 'productForm.weightGrams', inputMode: 'numeric', keep: keepDigits },
];

const GENDER_LABELS = {
  male: 'productForm.genderMale',
  female: 'productForm.genderFemale',
  unisex: 'productForm.genderUnisex',
} as const;

function Choices({ fields, categories, onChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="field">
        <label htmlFor="category">
          {t('productForm.category')}
          <RequiredMark />
        </label>
        <select
          id="category"
          required
          value={fields.categoryId}
          onChange={(e) => onChange({ categoryId: e.target.value })}
        >
          <option value="">{t('productForm.chooseCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {categoryNameIn(category, i18n.language)}
            </option>
          ))}
        </select>
        {categories.length === 0 && <p className="hint">{t('productForm.noCategories')}</p>}
      </div>
      <div className="field">
        <label htmlFor="gender">
          {t('productForm.gender')}
          <RequiredMark />
        </label>
        <select id="gender" required value={fields.gender} onChange={(e) => onChange({ gender: e.target.value })}>
          <option value="">{t('productForm.chooseGender')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(GENDER_LABELS[gender])}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

export function ProductDetailsFields({ fields, categories, onChange, waitingShoppers = 0 }: Props) {
  const { t } = useTranslation();
  const stockHint = waitingShoppers > 0 ? t('backInStock.waitingLabel', { count: waitingShoppers }) : null;
  return (
    <fieldset className="panel fieldset">
      <legend className="section-title">{t('productForm.detailsLegend')}</legend>
      <div className="form-grid">
        {NUMBER_FIELDS.map(({ name, id, label, inputMode, keep }) => (
          <div key={name} className="field">
            <label htmlFor={id}>
              {t(label)}
              <RequiredMark />
            </label>
            <input
              id={id}
              inputMode={inputMode}
              autoComplete="off"
              required
              value={fields[name]}
              onChange={(e) => onChange({ [name]: keep(e.target.value) })}
              aria-describedby={name === 'stock' && stockHint ? 'stock-waiting' : undefined}
            />
            {name === 'stock' && stockHint && (
              <p id="stock-waiting" className="hint">
                {stockHint}
              </p>
            )}
          </div>
        ))}
        <Choices fields={fields} categories={categories} onChange={onChange} />
        <div className="field field--check">
          <input
            id="flagship"
            type="checkbox"
            className="switch"
            checked={fields.isFlagship}
            onChange={(e) => onChange({ isFlagship: e.target.checked })}
          />
          <label htmlFor="flagship">{t('productForm.flagship')}</label>
        </div>
        <div className="field field--check">
          <input
            id="offered-as-sample"
            type="checkbox"
            className="switch"
            checked={fields.offeredAsSample}
            onChange={(e) => onChange({ offeredAsSample: e.target.checked })}
          />
          <label htmlFor="offered-as-sample">{t('productForm.offeredAsSample')}</label>
        </div>
      </div>
    </fieldset>
  );
}
