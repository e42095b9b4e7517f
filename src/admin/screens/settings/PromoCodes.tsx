// Promo codes: list, add, switch on/off, one order per e-mail address or not (a first-order code),
// change the percentage, delete (with confirmation). A change
// shows in its row at once (back as it was, with the error in the row, if the server refuses); a
// confirmed delete dims the row until the server has deleted it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode, type PromoCode } from '../../api/admin.ts';
import { failureText } from '../../api/failure-text.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { FormField, TextField } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ConfirmDelete } from '../../components/ListSelection.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { TableHead } from '../../components/TableHead.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useInlineAdd } from '../../components/useInlineAdd.ts';
import { useListSelection } from '../../components/useListSelection.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { keepDigits } from '../../logic/numeric-input.ts';
import { useLoad, type Loaded } from '../useLoad.ts';
import { PromoCodeRow, type PromoChange } from './PromoCodeRow.tsx';

const COLUMNS = [
  'settings.promoCode',
  ['settings.promoPercent', 'num'],
  ['settings.promoActive', 'center'],
  ['settings.promoOncePerEmail', 'center'],
  'settings.promoCreated',
  ['common.actions', 'num'],
] as const;

function AddPromoForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('10');
  const [oncePerEmail, setOncePerEmail] = useState(false);
  const adding = useInlineAdd({ added: 'settings.promoAdded', failed: 'settings.promoError' }, async () => {
    setCode('');
    setOncePerEmail(false);
    await onAdded();
  });
  const add = (event: FormEvent) =>
    adding.submit(event, () => createPromoCode(code.trim(), Number(percent), true, oncePerEmail));
  return (
    <>
      <form className="inline-form" onSubmit={(event) => void add(event)} noValidate>
        <TextField
          id="promo-code"
          label={t('settings.promoCode')}
          hint={t('settings.promoCodeHint')}
          value={code}
          onChange={setCode}
          input={{ maxLength: 40 }}
        />
        <TextField
          id="promo-percent"
          label={t('settings.promoPercent')}
          className="field--narrow"
          value={percent}
          onChange={(value) => setPercent(keepDigits(value))}
          input={{ inputMode: 'numeric', maxLength: 3 }}
        />
        <FormField id="promo-once" label={t('settings.promoOncePerEmail')} hint={t('settings.promoOncePerEmailHint')}>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              className="switch"
              checked={oncePerEmail}
              onChange={(e) => setOncePerEmail(e.target.checked)}
            />
          )}
        </FormField>
        <BusyButton type="submit" className="btn btn--primary" busy={adding.busy} busyLabel={t('settings.promoAdding')}>
          <Icon name="plus" /> {t('settings.promoAdd')}
        </BusyButton>
      </form>
      <InlineError message={adding.error} />
    </>
  );
}

/** A code's percentage or switch: shown at once, kept once saved; the list reloads either way. */
function usePromoUpdates(codes: Loaded<PromoCode[]>) {
  const { t } = useTranslation();
  const updates = usePendingAction<string, PromoChange>();
  const change = async (promo: PromoCode, changes: PromoChange) => {
    const outcome = await updates.run(
      promo.code,
      async () => {
        await updatePromoCode(promo.code, changes);
        codes.setData((list) => list.map((p) => (p.code === promo.code ? { ...p, ...changes } : p)));
      },
      (error) => failureText(error, 'settings.promoError', t),
      changes,
    );
    if (outcome.status === 'skipped') return;
    if (outcome.status === 'done') showToast('success', t('settings.promoUpdated'));
    await codes.reload();
  };
  return { updates, change };
}

export function PromoCodes() {
  const { t } = useTranslation();
  const codes = useLoad(listPromoCodes);
  const selection = useListSelection<string>();
  const { updates, change } = usePromoUpdates(codes);

  const remove = async () => {
    const { deleted } = await selection.confirm(
      (code) => deletePromoCode(code),
      (error) => failureText(error, 'settings.promoDeleteError', t),
    );
    if (deleted.length === 0) return;
    codes.setData((list) => list.filter((p) => !deleted.includes(p.code)));
    showToast('success', t('settings.promoDeleted'));
    await codes.reload();
  };

  const list = codes.data ?? [];
  return (
    <section className="panel stack" aria-labelledby="promo-title">
      <h2 id="promo-title" className="section-title">
        {t('settings.promoLegend')}
      </h2>
      <AddPromoForm onAdded={codes.reload} />
      {codes.loading && !codes.data ? (
        <Loading />
      ) : codes.error ? (
        <ErrorBanner message={t('settings.promoLoadError')} onRetry={() => void codes.reload()} />
      ) : list.length === 0 ? (
        <Empty text={t('settings.promoEmpty')} />
      ) : (
        <div className="table-wrap">
          <table className="table table--cards table--wrap-heads">
            <TableHead columns={COLUMNS} />
            <tbody>
              {list.map((saved) => (
                <PromoCodeRow
                  key={saved.code}
                  saved={saved}
                  selection={selection}
                  updates={updates}
                  onChange={(promo, next) => void change(promo, next)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDelete
        selection={selection}
        title={t('settings.promoConfirmTitle')}
        message={t('settings.promoConfirm', { code: selection.confirming?.[0] ?? '' })}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
