// Price, stock, size, category, gender and the flagship switch of the product form.
import { useTranslation } from 'react-i18next';
import type { Category } from '../../api/types.ts';
import { keepDigits, keepPriceChars } from '../../logic/numeric-input.ts';
import type { ProductFields } from '../../logic/product-form-data.ts';

interface Props {
  fields: ProductFields;
  categories: Category[];
  onChange: (changes: Partial<ProductFields>) => void;
}

/** The asterisk is visual; the inputs carry `required` for assistive technology. */
function Req() {
  return <span className="req" aria-hidden="true"> *</span>;
}

export function ProductDetailsFields({ fields, categories, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="panel fieldset">
      <legend className="section-title">{t('productForm.detailsLegend')}</legend>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="price">{t('productForm.price')}<Req /></label>
          <input id="price" inputMode="decimal" autoComplete="off" required value={fields.price}
            onChange={(e) => onChange({ price: keepPriceChars(e.target.value) })} />
        </div>
        <div className="field">
          <label htmlFor="stock">{t('productForm.stock')}<Req /></label>
          <input id="stock" inputMode="numeric" autoComplete="off" required value={fields.stock}
            onChange={(e) => onChange({ stock: keepDigits(e.target.value) })} />
        </div>
        <div className="field">
          <label htmlFor="size">{t('productForm.sizeMl')}<Req /></label>
          <input id="size" inputMode="numeric" autoComplete="off" required value={fields.sizeMl}
            onChange={(e) => onChange({ sizeMl: keepDigits(e.target.value) })} />
        </div>
        <div className="field">
          <label htmlFor="category">{t('productForm.category')}<Req /></label>
          <select id="category" required value={fields.categoryId} onChange={(e) => onChange({ categoryId: e.target.value })}>
            <option value="">{t('productForm.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>{category.name}</option>
            ))}
          </select>
          {categories.length === 0 && <p className="hint">{t('productForm.noCategories')}</p>}
        </div>
        <div className="field">
          <label htmlFor="gender">{t('productForm.gender')}<Req /></label>
          <select id="gender" required value={fields.gender} onChange={(e) => onChange({ gender: e.target.value })}>
            <option value="">{t('productForm.chooseGender')}</option>
            <option value="male">{t('productForm.genderMale')}</option>
            <option value="female">{t('productForm.genderFemale')}</option>
            <option value="unisex">{t('productForm.genderUnisex')}</option>
          </select>
        </div>
        <div className="field field--check">
          <input id="flagship" type="checkbox" className="switch" checked={fields.isFlagship}
            onChange={(e) => onChange({ isFlagship: e.target.checked })} />
          <label htmlFor="flagship">{t('productForm.flagship')}</label>
        </div>
      </div>
    </fieldset>
  );
}
