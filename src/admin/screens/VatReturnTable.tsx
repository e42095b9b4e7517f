// One quarter's VAT figures: a row per destination country, scheme and rate (invoices, credit notes,
// amount before VAT, VAT, total: invoices less credit notes), and the quarter's totals.
import { useTranslation } from 'react-i18next';
import type { VatReturn } from '../../contract/admin/vat.ts';
import { countryName } from '../../i18n/locale.ts';
import { TableHead } from '../components/TableHead.tsx';
import { adminLanguage } from '../i18n/admin-i18n.ts';
import { formatCents, formatRateBp } from '../logic/format.ts';

const COLUMNS = [
  'vat.country',
  'vat.scheme',
  ['vat.rate', 'num'],
  ['vat.invoices', 'num'],
  ['vat.creditNotes', 'num'],
  ['vat.net', 'num'],
  ['vat.vatAmount', 'num'],
  ['vat.total', 'num'],
] as const;

/** The quarter's or a row's documents and amounts, as the table's last five cells. */
function Amounts({ amounts }: { amounts: VatReturn['totals'] }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <td className="num">{amounts.invoices}</td>
      <td className="num">{amounts.credit_notes}</td>
      <td className="num">{formatCents(amounts.net_cents, lang)}</td>
      <td className="num">{formatCents(amounts.vat_cents, lang)}</td>
      <td className="num">{formatCents(amounts.total_cents, lang)}</td>
    </>
  );
}

export function VatReturnTable({ report }: { report: VatReturn }) {
  const { t, i18n } = useTranslation();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways: the keyboard must reach it (axe scrollable-region-focusable)
    <div className="table-wrap" role="region" aria-label={`${t('vat.returnTitle')} ${report.quarter}`} tabIndex={0}>
      <table className="table table--compact">
        <caption className="visually-hidden">{`${t('vat.returnTitle')} ${report.quarter}`}</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.country}-${row.vat_scheme}-${row.vat_rate_bp}`}>
              <th scope="row">{countryName(row.country, adminLanguage(i18n.language))}</th>
              <td>{t(`vat.schemes.${row.vat_scheme}`)}</td>
              <td className="num">{formatRateBp(row.vat_rate_bp, i18n.language)} %</td>
              <Amounts amounts={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('vat.totals')}
            </th>
            <Amounts amounts={report.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
