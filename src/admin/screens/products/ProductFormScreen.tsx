// /dashboard/products/add and /dashboard/products/edit/{id}. While saving, the button says so (spinner,
// upload progress beside it) and a second press sends nothing; what went wrong shows just above it.
// New images go straight to storage first (direct uploads, one progress line per file), then the
// product is sent with their keys: no request to the API carries an image.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { listCategories } from '../../api/categories.ts';
import { createProduct, getProduct, updateProduct } from '../../api/products.ts';
import { DirectUploadError } from '../../api/uploads.ts';
import type { Product, ProductImage } from '../../api/types.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Link } from '../../components/Link.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { emptyTexts, productFormData, type ProductFields } from '../../logic/product-form-data.ts';
import { validateProduct, validationLines } from '../../logic/product-validation.ts';
import { parseRouteId } from '../../routes.ts';
import { navigate } from '../../router.ts';
import { useLoad } from '../useLoad.ts';
import { AddImageSlots } from './AddImageSlots.tsx';
import { EditImages } from './EditImages.tsx';
import { ProductDetailsFields } from './ProductDetailsFields.tsx';
import { TranslationTabs } from './TranslationTabs.tsx';
import { UploadLines } from './UploadLines.tsx';
import { useDirectUploads } from './useDirectUploads.ts';

function fieldsFrom(product: Product): ProductFields {
  const tr = product.translations;
  const texts = emptyTexts();
  for (const language of ['fr', 'en', 'nl'] as const) {
    texts[language] = {
      name: tr?.[language]?.name ?? (language === 'fr' ? product.name : ''),
      description: tr?.[language]?.description ?? (language === 'fr' ? product.description : ''),
      olfactiveNotes: tr?.[language]?.olfactive_notes ?? (language === 'fr' ? (product.olfactive_notes ?? '') : ''),
    };
  }
  return {
    texts,
    price: (product.price_cents / 100).toFixed(2),
    stock: String(product.stock),
    sizeMl: String(product.size_ml),
    categoryId: String(product.category_id),
    gender: product.gender,
    isFlagship: product.is_flagship,
  };
}

const EMPTY: ProductFields = { texts: emptyTexts(), price: '', stock: '', sizeMl: '', categoryId: '', gender: '', isFlagship: false };

export function ProductFormScreen({ mode, rawId }: { mode: 'add' | 'edit'; rawId?: string }) {
  const { t } = useTranslation();
  const id = mode === 'edit' ? parseRouteId(rawId) : null;
  const categories = useLoad(() => listCategories());
  const product = useLoad(async () => (id === null ? null : getProduct(id)), [id]);
  const [fields, setFields] = useState<ProductFields>(EMPTY);
  const [slots, setSlots] = useState<(File | null)[]>([null, null, null]);
  const [images, setImages] = useState<ProductImage[]>([]);
  const [toDelete, setToDelete] = useState<Set<number>>(new Set());
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const [error, setError] = useState<string[] | null>(null);
  const save = usePendingAction<'save'>();
  const saving = save.isPending('save');
  const [progress, setProgress] = useState<number | null>(null);
  const direct = useDirectUploads();

  useEffect(() => {
    if (product.data) {
      setFields(fieldsFrom(product.data));
      setImages(product.data.images);
    }
  }, [product.data]);

  if (mode === 'edit' && id === null) return <ErrorBanner message={t('productForm.loadError')} />;
  if (product.loading || categories.loading) return <Loading />;
  if (mode === 'edit' && (product.error || !product.data)) {
    return <ErrorBanner message={t('productForm.loadError')} onRetry={() => void product.reload()} />;
  }

  const refreshImages = async () => {
    if (id === null) return;
    const fresh = await getProduct(id);
    setImages(fresh.images);
    setToDelete((current) => new Set([...current].filter((imageId) => fresh.images.some((i) => i.id === imageId))));
  };

  const chosen = slots.filter((file): file is File => file !== null);
  const imageCount = mode === 'add' ? chosen.length : images.filter((i) => !toDelete.has(i.id)).length + newFiles.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fr = fields.texts.fr;
    const problem = validateProduct({ ...fields, name: fr.name, description: fr.description, olfactiveNotes: fr.olfactiveNotes, imageCount }, mode);
    if (problem) {
      setError([t(problem)]);
      return;
    }
    const outcome = await save.run(
      'save',
      async () => {
        setError(null);
        setProgress(null);
        const keys = await direct.upload(mode === 'add' ? chosen : newFiles);
        setProgress(0);
        if (mode === 'add') return createProduct(productFormData(fields, keys, 0), setProgress);
        const keptCount = images.filter((i) => !toDelete.has(i.id)).length;
        return updateProduct(id as number, productFormData(fields, keys, keptCount, [...toDelete]), setProgress);
      },
      // the lines below are the form's own list (several server lines, one each)
      () => '',
    );
    if (outcome.status === 'done') {
      showToast('success', t(mode === 'add' ? 'products.added' : 'products.edited'));
      navigate('/dashboard/products');
    } else if (outcome.status === 'failed') {
      setError(messagesFor(outcome.error, mode, t));
      setProgress(null);
    }
  };

  return (
    <form className="stack product-form" onSubmit={submit} noValidate aria-busy={saving}>
      <div className="toolbar">
        <Link href="/dashboard/products" className="btn btn--link">← {t('common.back')}</Link>
      </div>
      <div className="form-columns">
        <div className="stack">
          <TranslationTabs texts={fields.texts} notesRequired={mode === 'edit'}
            onChange={(language, field, value) =>
              setFields((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } } }))} />
          <ProductDetailsFields fields={fields} categories={categories.data ?? []}
            onChange={(changes) => setFields((current) => ({ ...current, ...changes }))} />
        </div>
        <div className="stack">
          {mode === 'add' ? (
            <AddImageSlots slots={slots} onChange={setSlots} onProblem={(text) => setError([text])} />
          ) : (
            <EditImages productId={id as number} productName={fields.texts.fr.name} images={images} toDelete={toDelete}
              newFiles={newFiles} onImages={setImages} onToDelete={setToDelete} onNewFiles={setNewFiles} onRefresh={refreshImages} />
          )}
        </div>
      </div>
      <UploadLines lines={direct.lines} />
      {error && (
        <div className="banner banner--error" role="alert">
          {error.map((line) => <p key={line}>{line}</p>)}
        </div>
      )}
      <div className="form-footer">
        {progress !== null && (
          <div className="upload">
            <progress className="progress" max={100} value={progress} aria-label={t('productForm.uploadProgress')} />
            <span>{t('productForm.uploading', { percent: progress })}</span>
          </div>
        )}
        <Link href="/dashboard/products" className="btn btn--ghost">{t('common.cancel')}</Link>
        <BusyButton type="submit" className="btn btn--primary" busy={saving} busyLabel={t('productForm.submitting')}>
          {t(mode === 'add' ? 'productForm.submitAdd' : 'productForm.submitEdit')}
        </BusyButton>
      </div>
    </form>
  );
}

function messagesFor(caught: unknown, mode: 'add' | 'edit', t: TFunction): string[] {
  if (caught instanceof DirectUploadError) return [t('productForm.directUploadError', { name: caught.fileName })];
  if (caught instanceof ApiError) {
    if (caught.kind === 'timeout') return [t('common.timeout')];
    if (caught.kind === 'network') return [t('common.network')];
    if (caught.fields && Object.keys(caught.fields).length > 0) {
      return mode === 'add' ? [t('productForm.validationErrors'), ...validationLines(caught.fields)] : validationLines(caught.fields);
    }
    if (caught.serverMessage && mode === 'add') return [caught.serverMessage];
  }
  return [t(mode === 'add' ? 'productForm.createError' : 'productForm.updateError')];
}
