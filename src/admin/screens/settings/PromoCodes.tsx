// Promo codes: list, add, switch on/off, change the percentage, delete (with confirmation).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode, type PromoCode } from '../../api/admin.ts';
import { ApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { formatLongDate } from '../../logic/format.ts';
import { keepDigits } from '../../logic/numeric-input.ts';
import { useLoad } from '../useLoad.ts';

export function PromoCodes() {
  const { t, i18n } = useTranslation();
  const codes = useLoad(() => listPromoCodes());
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('10');
  const [adding, setAdding] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PromoCode | null>(null);
  const [deleting, setDeleting] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAdding(true);
    setFormError(null);
    try {
      await createPromoCode(code.trim().toLowerCase(), Number(percent), true);
      showToast('success', t('settings.promoAdded'));
      setCode('');
      await codes.reload();
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : undefined;
      setFormError(fields ? Object.values(fields).flat().join(' ') : caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : t('settings.promoError'));
    } finally {
      setAdding(false);
    }
  };

  const update = async (promo: PromoCode, changes: Partial<Pick<PromoCode, 'percent_off' | 'active'>>) => {
    try {
      await updatePromoCode(promo.code, changes);
      showToast('success', t('settings.promoUpdated'));
    } catch {
      showToast('error', t('settings.promoError'));
    }
    await codes.reload();
  };

  const remove = async () => {
    if (!confirm) return;
    setDeleting(true);
    try {
      await deletePromoCode(confirm.code);
      showToast('success', t('settings.promoDeleted'));
      await codes.reload();
    } catch {
      showToast('error', t('settings.promoDeleteError'));
    } finally {
      setDeleting(false);
      setConfirm(null);
    }
  };

  const list = Array.isArray(codes.data) ? codes.data : [];
  return (
    <section className="panel stack" aria-labelledby="promo-title">
      <h2 id="promo-title" className="section-title">{t('settings.promoLegend')}</h2>
      <form className="inline-form" onSubmit={add} noValidate>
        <div className="field">
          <label htmlFor="promo-code">{t('settings.promoCode')}</label>
          <input id="promo-code" value={code} maxLength={40} aria-describedby="promo-code-hint" onChange={(e) => setCode(e.target.value)} />
          <p id="promo-code-hint" className="hint">{t('settings.promoCodeHint')}</p>
        </div>
        <div className="field field--narrow">
          <label htmlFor="promo-percent">{t('settings.promoPercent')}</label>
          <input id="promo-percent" inputMode="numeric" value={percent} maxLength={3} onChange={(e) => setPercent(keepDigits(e.target.value))} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={adding}><Icon name="plus" /> {adding ? t('settings.promoAdding') : t('settings.promoAdd')}</button>
      </form>
      {formError && <p className="form__error" role="alert">{formError}</p>}
      {codes.loading && !codes.data ? <Loading /> : codes.error ? (
        <ErrorBanner message={t('settings.promoLoadError')} onRetry={() => void codes.reload()} />
      ) : list.length === 0 ? <Empty text={t('settings.promoEmpty')} /> : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('settings.promoCode')}</th>
                <th scope="col" className="num">{t('settings.promoPercent')}</th>
                <th scope="col" className="center">{t('settings.promoActive')}</th>
                <th scope="col">{t('settings.promoCreated')}</th>
                <th scope="col" className="num">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((promo) => (
                <tr key={promo.code}>
                  <td><code className="code">{promo.code}</code></td>
                  <td className="num">
                    <select aria-label={`${t('settings.promoPercent')} : ${promo.code}`} value={promo.percent_off}
                      onChange={(e) => void update(promo, { percent_off: Number(e.target.value) })}>
                      {[...new Set([5, 10, 15, 20, 25, 30, 40, 50, promo.percent_off])].sort((a, b) => a - b).map((p) => <option key={p} value={p}>{p} %</option>)}
                    </select>
                  </td>
                  <td className="center">
                    <input type="checkbox" className="switch" aria-label={t('settings.promoToggle', { code: promo.code })} checked={promo.active}
                      onChange={(e) => void update(promo, { active: e.target.checked })} />
                  </td>
                  <td>{formatLongDate(promo.created_at, i18n.language)}</td>
                  <td className="num">
                    <button type="button" className="icon-btn icon-btn--danger" aria-label={t('settings.promoDeleteLabel', { code: promo.code })} onClick={() => setConfirm(promo)}>
                      <Icon name="trash" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog open={confirm !== null} busy={deleting} title={t('settings.promoConfirmTitle')}
        message={t('settings.promoConfirm', { code: confirm?.code ?? '' })} onCancel={() => setConfirm(null)} onConfirm={() => void remove()} />
    </section>
  );
}
