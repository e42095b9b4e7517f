// Promo codes: list, add, switch on/off, change the percentage, delete (with confirmation). A change
// shows in its row at once (back as it was, with the error in the row, if the server refuses); a
// confirmed delete dims the row until the server has deleted it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode, type PromoCode } from '../../api/admin.ts';
import { ApiError } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { BusyButton, BusyNote, DeleteButton, InlineError } from '../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatLongDate } from '../../logic/format.ts';
import { keepDigits } from '../../logic/numeric-input.ts';
import { useLoad } from '../useLoad.ts';

export function PromoCodes() {
  const { t, i18n } = useTranslation();
  const codes = useLoad(() => listPromoCodes());
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('10');
  const adding = usePendingAction<'add'>();
  const [confirm, setConfirm] = useState<PromoCode | null>(null);
  // previews: what each row shows while its change is on its way to the server
  const updates = usePendingAction<string, Partial<PromoCode>>();
  const deletes = usePendingAction<string>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await adding.run('add', () => createPromoCode(code.trim().toLowerCase(), Number(percent), true), (caught) => {
      const fields = caught instanceof ApiError ? caught.fields : undefined;
      return fields ? Object.values(fields).flat().join(' ') : caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : t('settings.promoError');
    });
    if (outcome.status !== 'done') return;
    showToast('success', t('settings.promoAdded'));
    setCode('');
    await codes.reload();
  };

  const update = async (promo: PromoCode, changes: Partial<Pick<PromoCode, 'percent_off' | 'active'>>) => {
    const outcome = await updates.run(
      promo.code,
      async () => {
        await updatePromoCode(promo.code, changes);
        codes.setData((list) => (list ?? []).map((p) => (p.code === promo.code ? { ...p, ...changes } : p)));
      },
      (error) => failureText(error, 'settings.promoError', t),
      changes,
    );
    if (outcome.status === 'skipped') return;
    if (outcome.status === 'done') showToast('success', t('settings.promoUpdated'));
    await codes.reload();
  };

  const remove = async () => {
    const promo = confirm;
    if (!promo) return;
    // the dialog closes at once: the row itself shows the delete under way
    setConfirm(null);
    const outcome = await deletes.run(promo.code, () => deletePromoCode(promo.code), (error) => failureText(error, 'settings.promoDeleteError', t));
    if (outcome.status !== 'done') return;
    codes.setData((list) => (list ?? []).filter((p) => p.code !== promo.code));
    showToast('success', t('settings.promoDeleted'));
    await codes.reload();
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
        <BusyButton type="submit" className="btn btn--primary" busy={adding.isPending('add')} busyLabel={t('settings.promoAdding')}><Icon name="plus" /> {t('settings.promoAdd')}</BusyButton>
      </form>
      <InlineError message={adding.errorOf('add')} />
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
              {list.map((saved) => {
                const promo = { ...saved, ...updates.previewOf(saved.code) };
                const changing = updates.isPending(promo.code);
                const deleting = deletes.isPending(promo.code);
                const busy = { 'aria-busy': changing || undefined, 'aria-disabled': changing || deleting || undefined };
                return (
                  <tr key={promo.code} className={deleting ? 'is-deleting' : undefined} aria-busy={deleting || undefined}>
                    <td>
                      <code className="code">{promo.code}</code>
                      {changing && <BusyNote label={t('common.saving')} />}
                      <InlineError message={updates.errorOf(promo.code)} />
                    </td>
                    <td className="num">
                      <select aria-label={`${t('settings.promoPercent')} : ${promo.code}`} value={promo.percent_off} {...busy}
                        onChange={(e) => !deleting && void update(saved, { percent_off: Number(e.target.value) })}>
                        {[...new Set([5, 10, 15, 20, 25, 30, 40, 50, promo.percent_off])].sort((a, b) => a - b).map((p) => <option key={p} value={p}>{p} %</option>)}
                      </select>
                    </td>
                    <td className="center">
                      <input type="checkbox" className="switch" aria-label={t('settings.promoToggle', { code: promo.code })} checked={promo.active} {...busy}
                        onChange={(e) => !deleting && void update(saved, { active: e.target.checked })} />
                    </td>
                    <td>{formatLongDate(promo.created_at, i18n.language)}</td>
                    <td className="num">
                      <DeleteButton busy={deleting} label={t('settings.promoDeleteLabel', { code: promo.code })} onClick={() => setConfirm(saved)} />
                      <InlineError message={deletes.errorOf(promo.code)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog open={confirm !== null} title={t('settings.promoConfirmTitle')}
        message={t('settings.promoConfirm', { code: confirm?.code ?? '' })} onCancel={() => setConfirm(null)} onConfirm={() => void remove()} />
    </section>
  );
}
