// /dashboard/products/add and /dashboard/products/edit/{id}. While saving, the button says so (spinner,
// upload progress beside it) and a second press sends nothing; what went wrong shows just above it.
// New images go straight to storage first (direct uploads, one progress line per file), then the
// product is sent with their keys: no request to the API carries an image.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS } from '../../../contract/admin/products.ts';
import { listWaitingShoppers } from '../../api/back-in-stock.ts';
import { listCategories } from '../../api/categories.ts';
import { getProduct } from '../../api/products.ts';
import type { Category, Product } from '../../api/types.ts';
import { FormFooter } from '../../components/FormFooter.tsx';
import { Link } from '../../components/Link.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { emptyFields, fieldsFrom, type ProductFields } from '../../logic/product-form-data.ts';
import { parseRouteId } from '../../routes.ts';
import { useLoad } from '../useLoad.ts';
import { AddImageSlots } from './AddImageSlots.tsx';
import { EditImages } from './EditImages.tsx';
import { ProductDetailsFields } from './ProductDetailsFields.tsx';
import { TranslationTabs } from './TranslationTabs.tsx';
import { UploadLines } from './UploadLines.tsx';
import { useEditedImages } from './useEditedImages.ts';
import { useProductSave, type ImagesToSend } from './useProductSave.ts';

function SaveFooter({ progress, saving, adding }: { progress: number | null; saving: boolean; adding: boolean }) {
  const { t } = useTranslation();
  return (
    <FormFooter
      cancelHref="/dashboard/products"
      saving={saving}
      busyLabel={t('productForm.submitting')}
      submitLabel={t(adding ? 'productForm.submitAdd' : 'productForm.submitEdit')}
    >
      {progress !== null && (
        <div className="upload">
          <progress className="progress" max={100} value={progress} aria-label={t('productForm.uploadProgress')} />
          <span>{t('productForm.uploading', { percent: progress })}</span>
        </div>
      )}
    </FormFooter>
  );
}

/** The form, with the product to start from (null: a new product). */
function ProductForm({ product, categories }: { product: Product | null; categories: Category[] }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ProductFields>(() => (product ? fieldsFrom(product) : emptyFields()));
  const [slots, setSlots] = useState<(File | null)[]>(() =>
    Array.from({ length: PRODUCT_LIMITS.imagesOnAdd }, () => null),
  );
  const edited = useEditedImages(product);
  const save = useProductSave(product?.id ?? null);
  const waiting = useLoad(listWaitingShoppers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = slots.filter((file): file is File => file !== null);
    const images: ImagesToSend = product
      ? {
          files: edited.newFiles,
          firstOrder: edited.kept,
          toDelete: [...edited.toDelete],
          count: edited.kept + edited.newFiles.length,
        }
      : { files: chosen, firstOrder: 0, count: chosen.length };
    void save.submit(fields, images);
  };

  return (
    <form className="stack product-form" onSubmit={submit} noValidate aria-busy={save.saving}>
      <div className="toolbar">
        <Link href="/dashboard/products" className="btn btn--link">
          ← {t('common.back')}
        </Link>
      </div>
      <div className="form-columns">
        <div className="stack">
          <TranslationTabs
            texts={fields.texts}
            notesRequired={product !== null}
            onChange={(language, field, value) =>
              setFields((current) => ({
                ...current,
                texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } },
              }))
            }
          />
          <ProductDetailsFields
            fields={fields}
            categories={categories}
            onChange={(changes) => setFields((current) => ({ ...current, ...changes }))}
            waitingShoppers={product ? (waiting.data?.get(product.id) ?? 0) : 0}
          />
        </div>
        <div className="stack">
          {product ? (
            <EditImages productId={product.id} productName={fields.texts.fr.name} edited={edited} />
          ) : (
            <AddImageSlots slots={slots} onChange={setSlots} />
          )}
        </div>
      </div>
      <UploadLines lines={save.uploadLines} />
      {save.error && (
        <div className="banner banner--error" role="alert">
          {save.error.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <SaveFooter progress={save.progress} saving={save.saving} adding={product === null} />
    </form>
  );
}

export function ProductFormScreen({ mode, rawId }: { mode: 'add' | 'edit'; rawId?: string }) {
  const { t } = useTranslation();
  const id = mode === 'edit' ? parseRouteId(rawId) : null;
  const categories = useLoad(listCategories);
  const product = useLoad(useCallback(async () => (id === null ? null : getProduct(id)), [id]));

  if (mode === 'edit' && id === null) return <ErrorBanner message={t('productForm.loadError')} />;
  if (product.loading || categories.loading) return <Loading />;
  if (mode === 'edit' && (product.error || !product.data)) {
    return <ErrorBanner message={t('productForm.loadError')} onRetry={() => void product.reload()} />;
  }
  const editing = mode === 'edit' ? (product.data ?? null) : null;
  return <ProductForm key={editing?.id ?? 'new'} product={editing} categories={categories.data ?? []} />;
}
