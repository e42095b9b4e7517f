// /dashboard/returns: every withdrawal shoppers made through the storefront's withdrawal function,
// newest first, filtered by where the return stands (parcel awaited, parcel received, refunded).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_STATUSES, type ReturnStatus } from '../../../contract/admin/withdrawals.ts';
import { listWithdrawals } from '../../api/withdrawals.ts';
import { FormField } from '../../components/FormField.tsx';
import { Options } from '../../components/Options.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { useLoad } from '../useLoad.ts';
import { ReturnCard } from './ReturnCard.tsx';

export function ReturnsScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const returns = useLoad(useCallback(() => listWithdrawals({ status: status || undefined }), [status]));
  return (
    <div className="stack">
      <p className="muted">{t('returns.intro')}</p>
      <FormField id="returns-status" label={t('returns.filter')} className="returns-filter">
        {(control) => (
          <select
            {...control}
            className="select"
            value={status}
            onChange={(event) => setStatus(event.target.value as ReturnStatus | '')}
          >
            <option value="">{t('returns.all')}</option>
            <Options values={RETURN_STATUSES} labelOf={(s) => t(`returns.status.${s}`)} />
          </select>
        )}
      </FormField>
      {returns.loading && !returns.data ? (
        <Loading />
      ) : returns.error || !returns.data ? (
        <ErrorBanner message={t('returns.error')} onRetry={() => void returns.reload()} />
      ) : returns.data.items.length === 0 ? (
        <Empty text={t('returns.empty')} />
      ) : (
        <ul className="returns" aria-busy={returns.loading || undefined}>
          {returns.data.items.map((item) => (
            <ReturnCard key={item.id} item={item} onChanged={returns.reload} />
          ))}
        </ul>
      )}
    </div>
  );
}
