// The entries of one import that matter to the owner: the orders it paid, and the credits left to
// decide on, each with its reason in words (amounts due and received, the order's number) and the form
// that applies it to an order by hand.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StatementEntry, StatementImport } from '../../api/bank-statements.ts';
import { Link } from '../../components/Link.tsx';
import { formatCents, formatShortDate } from '../../logic/format.ts';
import { ApplyToOrder } from './ApplyToOrder.tsx';

function money(cents: number, currency: string, language: string): string {
  if (currency === 'EUR') return formatCents(cents, language);
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

const bookingDate = (entry: StatementEntry, language: string) =>
  entry.booking_date ? formatShortDate(`${entry.booking_date}T12:00:00Z`, language) : '';

function reasonText(entry: StatementEntry, t: TFunction, language: string): string {
  // a paid or flagged entry whose order the admin deleted since keeps its reason, but no order to name
  if (
    entry.reason !== 'unknown_communication' &&
    entry.reason !== 'no_communication' &&
    entry.reason !== 'not_eur' &&
    entry.order_id === null
  ) {
    return t('bankStatements.reasons.order_deleted');
  }
  return t(`bankStatements.reasons.${entry.reason}`, {
    number: entry.order_number ?? '',
    communication: entry.communication ?? t('bankStatements.noCommunication'),
    currency: entry.currency,
    received: money(entry.amount_cents, entry.currency, language),
    due: entry.order_total_cents === null ? '' : formatCents(entry.order_total_cents, language),
    date: bookingDate(entry, language),
  });
}

interface Column {
  label: string;
  num?: boolean;
  cell: (entry: StatementEntry) => ReactNode;
}

/** One titled table of entries, or the sentence saying there is none. */
function EntryTable({
  title,
  empty,
  entries,
  columns,
  heading: Heading,
}: {
  title: string;
  empty: string;
  entries: StatementEntry[];
  columns: Column[];
  heading: 'h2' | 'h3' | 'h4';
}) {
  return (
    <section className="stack" aria-label={title}>
      <Heading className="section-title">{title}</Heading>
      {entries.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways: the keyboard must reach it (axe scrollable-region-focusable)
        <div className="table-wrap" role="region" aria-label={title} tabIndex={0}>
          {/* on a phone each entry is a card: its reason and action on screen, never past its edge */}
          <table className="table table--compact table--cards">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  {columns.map((c) => (
                    <td key={c.label} className={c.num ? 'num' : undefined} data-label={c.label}>
                      {c.cell(entry)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Where the owner acts on a credit to review: its order when one was matched (the orders list opened
 * on its number), else the orders list searched by the communication the payer wrote.
 */
function ReviewAction({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  const search = entry.order_id !== null ? entry.order_number : entry.communication;
  if (!search) return <span className="muted">{t('bankStatements.noOrderToOpen')}</span>;
  const label =
    entry.order_id !== null
      ? t('bankStatements.openOrder', { number: entry.order_number })
      : t('bankStatements.searchOrder', { communication: entry.communication });
  return (
    <Link className="btn btn--ghost btn--small" href={`/dashboard/orders?search=${encodeURIComponent(search)}`}>
      {label}
    </Link>
  );
}

/** The paid line's order, and who applied it by hand if the import did not. */
function PaidOrder({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="strong">{entry.order_number ?? t('bankStatements.reasons.order_deleted')}</span>
      {entry.reason === 'applied_by_hand' && entry.applied_by && (
        <span className="muted applied-by">
          {t('bankStatements.apply.appliedBy', { admin: entry.applied_by.replace(/^admin:/, '') })}
        </span>
      )}
    </>
  );
}

export function StatementEntries({
  importId,
  entries,
  onApplied,
  headingLevel = 3,
}: {
  importId: number;
  entries: StatementEntry[];
  /** A line was applied to an order: the import as it is now. */
  onApplied: (next: StatementImport) => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const heading = `h${headingLevel}` as const;
  const amount: Column = {
    label: t('bankStatements.amount'),
    num: true,
    cell: (e) => money(e.amount_cents, e.currency, language),
  };
  const payer: Column = { label: t('bankStatements.payer'), cell: (e) => e.debtor_name ?? '' };
  const date: Column = { label: t('bankStatements.bookingDate'), cell: (e) => bookingDate(e, language) };
  return (
    <div className="stack">
      <EntryTable
        heading={heading}
        title={t('bankStatements.paidTitle')}
        empty={t('bankStatements.noPaid')}
        entries={entries.filter((e) => e.decision === 'paid')}
        columns={[{ label: t('bankStatements.order'), cell: (e) => <PaidOrder entry={e} /> }, amount, payer, date]}
      />
      <EntryTable
        heading={heading}
        title={t('bankStatements.reviewTitle')}
        empty={t('bankStatements.noReview')}
        entries={entries.filter((e) => e.decision === 'review')}
        columns={[
          date,
          amount,
          payer,
          {
            label: t('bankStatements.communication'),
            cell: (e) =>
              e.communication ? (
                <code className="code">{e.communication}</code>
              ) : (
                <span className="muted">{t('bankStatements.noCommunication')}</span>
              ),
          },
          { label: t('bankStatements.reason'), cell: (e) => reasonText(e, t, language) },
          {
            label: t('common.actions'),
            cell: (e) => (
              <div className="statement-actions">
                <ReviewAction entry={e} />
                {e.currency === 'EUR' && <ApplyToOrder importId={importId} entry={e} onApplied={onApplied} />}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
