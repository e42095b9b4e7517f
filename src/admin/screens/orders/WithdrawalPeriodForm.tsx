// An order's withdrawal period in its details: until when the shopper can withdraw (the law's 14 days
// from delivery), and the owner's extension, "open until" a later day. The server refuses a day before
// the legal end (422 naming open_until); the field's minimum says so beforehand.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalPeriod } from '../../../contract/admin/withdrawals.ts';
import { ApiError } from '../../api/api-error.ts';
import { getWithdrawalPeriod, setWithdrawalOpenUntil } from '../../api/withdrawals.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatLongDate } from '../../logic/format.ts';
import { useLoad } from '../useLoad.ts';
import { failureWords } from './order-actions.ts';

function PeriodState({ period }: { period: WithdrawalPeriod }) {
  const { t, i18n } = useTranslation();
  const day = (d: string) => formatLongDate(d, i18n.language);
  // not shipped yet: the legal end is not known, the owner's day is the least the shopper gets
  if (period.ends_on === null)
    return (
      <p className="muted">
        {t('returns.period.notStarted')}
        {period.open_until ? ` ${t('returns.period.extended', { date: day(period.open_until) })}` : ''}
      </p>
    );
  return (
    <p className="muted">
      {t(period.state === 'open' ? 'returns.period.open' : 'returns.period.ended', { date: day(period.ends_on) })}
      {period.legal_ends_on && period.legal_ends_on !== period.ends_on
        ? ` ${t('returns.period.legal', { date: day(period.legal_ends_on) })}`
        : ''}
    </p>
  );
}

export function WithdrawalPeriodForm({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const loaded = useLoad(useCallback(() => getWithdrawalPeriod(orderId), [orderId]));
  const actions = usePendingAction<'save' | 'remove'>();
  const [draft, setDraft] = useState<string | null>(null);
  const period = loaded.data;
  if (!period || period.state === 'cancelled') return null;
  const value = draft ?? period.open_until ?? '';
  const minimum = period.legal_ends_on ?? undefined;
  const tooEarly = (error: unknown) =>
    error instanceof ApiError && error.fields?.open_until
      ? t('returns.period.tooEarly', { date: minimum ? formatLongDate(minimum, i18n.language) : '' })
      : failureWords(error);
  const save = (key: 'save' | 'remove', openUntil: string | null) =>
    actions.run(
      key,
      async () => {
        await setWithdrawalOpenUntil(orderId, openUntil);
        setDraft(null);
        await loaded.reload();
      },
      tooEarly,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== '') void save('save', value);
  };
  const error = actions.errorOf('save') ?? actions.errorOf('remove');
  return (
    <form className="stack withdrawal-period" onSubmit={submit} noValidate>
      <PeriodState period={period} />
      <div className="inline-form">
        <div className="field">
          <label htmlFor={`${id}-until`}>{t('returns.period.openUntil')}</label>
          <input
            id={`${id}-until`}
            type="date"
            min={minimum}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <BusyButton type="submit" className="btn btn--small" busy={actions.isPending('save')}>
          {t('returns.period.extend')}
        </BusyButton>
        {period.open_until && (
          <BusyButton
            className="btn btn--ghost btn--small"
            busy={actions.isPending('remove')}
            onClick={() => void save('remove', null)}
          >
            {t('returns.period.remove')}
          </BusyButton>
        )}
      </div>
      <InlineError id={`${id}-error`} message={error} />
    </form>
  );
}
