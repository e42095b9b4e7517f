// Statistics -> VAT by quarter and country: for the chosen quarter, the sold orders' amount before
// VAT and VAT per destination country, scheme and rate (GET /api/admin/vat-return), what the Belgian
// and OSS returns ask for, and the same as a CSV file for the accountant.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brusselsDay } from '../../domain/tax/vat-rates.ts';
import { countryName } from '../../i18n/locale.ts';
import { failureText } from '../api/failure-text.ts';
import { getVatReturn, getVatReturnCsv } from '../api/vat.ts';
import { BusyButton, InlineError } from '../components/BusyButton.tsx';
import { Empty, ErrorBanner, Loading } from '../components/StateViews.tsx';
import { usePendingAction } from '../components/usePendingAction.ts';
import { adminLanguage } from '../i18n/admin-i18n.ts';
import { formatCents, formatLongDate, formatRateBp } from '../logic/format.ts';
import { recentQuarters } from '../logic/vat.ts';
import { useLoad } from './useLoad.ts';

/** Saves text as a file the browser downloads (the API answers with the bearer token, so no plain link). */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function VatReturn() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [quarters] = useState(() => recentQuarters(brusselsDay(new Date())));
  const [quarter, setQuarter] = useState(quarters[0]!);
  const report = useLoad(() => getVatReturn(quarter), [quarter]);
  const exporting = usePendingAction<'csv'>();
  const day = (d: string) => formatLongDate(`${d}T12:00:00Z`, lang);

  const exportCsv = async () => {
    const outcome = await exporting.run('csv', () => getVatReturnCsv(quarter), (caught) => failureText(caught, 'vat.exportError', t));
    if (outcome.status === 'done') download(outcome.value, `vat-${quarter}.csv`);
  };

  const r = report.data;
  return (
    <section className="panel stack" aria-labelledby="vat-return">
      <h2 id="vat-return" className="section-title">{t('vat.returnTitle')}</h2>
      <p className="hint">{t('vat.returnHint')}</p>
      <div className="inline-form">
        <div className="field">
          <label htmlFor="vat-quarter">{t('vat.quarter')}</label>
          <select id="vat-quarter" value={quarter} onChange={(e) => setQuarter(e.target.value)}>
            {quarters.map((q) => <option key={q} value={q}>{q}</option>)}
          </select>
        </div>
        <BusyButton className="btn btn--ghost" busy={exporting.isPending('csv')} onClick={() => void exportCsv()}>{t('vat.exportCsv')}</BusyButton>
      </div>
      <InlineError message={exporting.errorOf('csv')} />
      {report.loading && !r ? <Loading /> : report.error || !r ? (
        <ErrorBanner message={t('vat.returnLoadError')} onRetry={() => void report.reload()} />
      ) : (
        <>
          <p className="hint">{t('vat.period', { from: day(r.from), to: day(r.to) })}</p>
          {r.rows.length === 0 ? <Empty text={t('vat.noSales')} /> : (
            <div className="table-wrap">
              <table className="table table--compact">
                <caption className="visually-hidden">{`${t('vat.returnTitle')} ${r.quarter}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('vat.country')}</th>
                    <th scope="col">{t('vat.scheme')}</th>
                    <th scope="col" className="num">{t('vat.rate')}</th>
                    <th scope="col" className="num">{t('vat.orders')}</th>
                    <th scope="col" className="num">{t('vat.net')}</th>
                    <th scope="col" className="num">{t('vat.vatAmount')}</th>
                    <th scope="col" className="num">{t('vat.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.rows.map((row) => (
                    <tr key={`${row.country}-${row.vat_scheme}-${row.vat_rate_bp}`}>
                      <th scope="row">{countryName(row.country, adminLanguage(lang))}</th>
                      <td>{t(`vat.schemes.${row.vat_scheme}`)}</td>
                      <td className="num">{formatRateBp(row.vat_rate_bp, lang)} %</td>
                      <td className="num">{row.orders}</td>
                      <td className="num">{formatCents(row.net_cents, lang)}</td>
                      <td className="num">{formatCents(row.vat_cents, lang)}</td>
                      <td className="num">{formatCents(row.total_cents, lang)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>{t('vat.totals')}</th>
                    <td className="num">{r.totals.orders}</td>
                    <td className="num">{formatCents(r.totals.net_cents, lang)}</td>
                    <td className="num">{formatCents(r.totals.vat_cents, lang)}</td>
                    <td className="num">{formatCents(r.totals.total_cents, lang)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
