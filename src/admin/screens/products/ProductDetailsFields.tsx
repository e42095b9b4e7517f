// Price, stock, size, category, gender and the flagship switch of the product form.
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../domain/catalog/types.ts';
import type { Category } from '../../api/types.ts';
import { FormField } from '../../components/FormField.tsx';
import { Options } from '../../components/Options.tsx';
import { Required } from '../../components/RequiredMark.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
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
      <FormField id="category" label={<Required label={t('productForm.category')} />}>
        {(control) => (
          <>
            <select
              {...control}
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
          </>
        )}
      </FormField>
      <FormField id="gender" label={<Required label={t('productForm.gender')} />}>
        {(control) => (
          <select {...control} required value={fields.gender} onChange={(e) => onChange({ gender: e.target.value })}>
            <option value="">{t('productForm.chooseGender')}</option>
            <Options values={GENDERS} labelOf={(gender) => t(GENDER_LABELS[gender])} />
          </select>
        )}
      </FormField>
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
          <FormField
            key={name}
            id={id}
            label={<Required label={t(label)} />}
            hint={name === 'stock' ? stockHint : undefined}
          >
            {(control) => (
              <input
                {...control}
                inputMode={inputMode}
                autoComplete="off"
                required
                value={fields[name]}
                onChange={(e) => onChange({ [name]: keep(e.target.value) })}
              />
            )}
          </FormField>
        ))}
        <Choices fields={fields} categories={categories} onChange={onChange} />
        <SwitchField
          id="flagship"
          label={t('productForm.flagship')}
          checked={fields.isFlagship}
          onChange={(isFlagship) => onChange({ isFlagship })}
        />
        <SwitchField
          id="offered-as-sample"
          label={t('productForm.offeredAsSample')}
          checked={fields.offeredAsSample}
          onChange={(offeredAsSample) => onChange({ offeredAsSample })}
        />
      </div>
    </fieldset>
  );
}
