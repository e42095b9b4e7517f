// Statistics -> VAT by quarter and country: for the chosen quarter, the sold orders' amount before
// VAT and VAT per destination country, scheme and rate (GET /api/admin/vat-return), what the Belgian
// and OSS returns ask for, and the same as a CSV file for the accountant.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brusselsDay } from '../../domain/tax/vat-rates.ts';
import { failureText } from '../api/failure-text.ts';
import { getAccountingExport, getVatReturn, getVatReturnCsv } from '../api/vat.ts';
import { BusyButton, InlineError } from '../components/BusyButton.tsx';
import { Panel } from '../components/Panel.tsx';
import { Empty, ErrorBanner, Loading } from '../components/StateViews.tsx';
import { usePendingAction } from '../components/usePendingAction.ts';
import { formatLongDate } from '../logic/format.ts';
import { quarterRange, recentQuarters } from '../logic/vat.ts';
import { useLoad } from './useLoad.ts';
import { VatReturnTable } from './VatReturnTable.tsx';

/**
 * Saves text as a file the browser downloads (the API answers with the bearer token, so no plain link).
 * Reading the answer as text drops the server's UTF-8 byte order mark: it goes back in, or Excel would
 * read the accents of the file in the wrong encoding.
 */
function download(text: string, fileName: string): void {
  const withBom = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  saveBlob(new Blob([withBom], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Saves a file the API answered (the accountant's ZIP, the VAT return's CSV). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function QuarterReport({ quarter }: { quarter: string }) {
  const { t, i18n } = useTranslation();
  const report = useLoad(useCallback(() => getVatReturn(quarter), [quarter]));
  const r = report.data;
  if (report.loading && !r) return <Loading />;
  if (report.error || !r)
    return <ErrorBanner message={t('vat.returnLoadError')} onRetry={() => void report.reload()} />;
  const day = (d: string) => formatLongDate(`${d}T12:00:00Z`, i18n.language);
  return (
    <>
      <p className="hint">{t('vat.period', { from: day(r.from), to: day(r.to) })}</p>
      {r.rows.length === 0 ? <Empty text={t('vat.noSales')} /> : <VatReturnTable report={r} />}
    </>
  );
}

export function VatReturn() {
  const { t, i18n } = useTranslation();
  // the current quarter first: recentQuarters always gives at least one
  const [quarters] = useState(() => recentQuarters(brusselsDay(new Date())));
  const [quarter, setQuarter] = useState(quarters[0] ?? '');
  const exporting = usePendingAction<'csv' | 'zip'>();

  const exportCsv = async () => {
    const outcome = await exporting.run(
      'csv',
      () => getVatReturnCsv(quarter, i18n.language),
      (caught) => failureText(caught, 'vat.exportError', t),
    );
    if (outcome.status === 'done') download(outcome.value, `vat-${quarter}.csv`);
  };

  // the accountant's export of the same quarter: its invoices and credit notes, and the payments
  const exportZip = async () => {
    const { from, to } = quarterRange(quarter);
    const outcome = await exporting.run(
      'zip',
      () => getAccountingExport(from, to, i18n.language),
      (caught) => failureText(caught, 'accounting.exportError', t),
    );
    if (outcome.status === 'done') saveBlob(outcome.value.blob, outcome.value.fileName ?? `accounting-${quarter}.zip`);
  };

  return (
    <Panel id="vat-return" title={t('vat.returnTitle')} hint={t('vat.returnHint')}>
      <div className="inline-form">
        <div className="field">
          <label htmlFor="vat-quarter">{t('vat.quarter')}</label>
          <select id="vat-quarter" value={quarter} onChange={(e) => setQuarter(e.target.value)}>
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
        <BusyButton className="btn btn--ghost" busy={exporting.isPending('csv')} onClick={() => void exportCsv()}>
          {t('vat.exportCsv')}
        </BusyButton>
        <BusyButton className="btn btn--ghost" busy={exporting.isPending('zip')} onClick={() => void exportZip()}>
          {t('accounting.export')}
        </BusyButton>
      </div>
      <p className="hint">{t('accounting.hint')}</p>
      <InlineError message={exporting.errorOf('csv') ?? exporting.errorOf('zip')} />
      <QuarterReport quarter={quarter} />
    </Panel>
  );
}
