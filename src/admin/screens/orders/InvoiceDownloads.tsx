// The order's documents as PDF downloads: each invoice and credit note by its
// number from the year's series, or, for an order never paid, its pro forma. In the order's language
// (the shopper's), as the e-mail sends it; a failure shows beside the buttons.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { failureText } from '../../api/failure-text.ts';
import { invoicePdf } from '../../api/orders.ts';
import type { Order } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { usePendingAction } from '../../components/usePendingAction.ts';

async function download(order: Order, document: string | undefined, t: TFunction): Promise<void> {
  try {
    const { blob, fileName } = await invoicePdf(order.id, order.language ?? 'fr', document);
    const url = URL.createObjectURL(blob);
    const link = Object.assign(window.document.createElement('a'), {
      href: url,
      download: fileName ?? `${order.number}.pdf`,
    });
    window.document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    throw new Error(failureText(error, 'invoiceDownloads.error', t));
  }
}

export function InvoiceDownloads({ order }: { order: Order }) {
  const { t } = useTranslation();
  const actions = usePendingAction<string>();
  const documents = (order.invoices ?? []).map((doc) => ({
    key: doc.number,
    document: doc.number,
    label: t(doc.kind === 'credit_note' ? 'invoiceDownloads.creditNote' : 'invoiceDownloads.invoice', {
      number: doc.number,
    }),
  }));
  const shown =
    documents.length > 0
      ? documents
      : [{ key: 'pro-forma', document: undefined, label: t('invoiceDownloads.proForma') }];
  const failure = shown.map((d) => actions.errorOf(d.key)).find(Boolean);
  return (
    <>
      {shown.map((d) => (
        <BusyButton
          key={d.key}
          className="btn btn--ghost btn--small"
          busy={actions.isPending(d.key)}
          onClick={() =>
            void actions.run(
              d.key,
              () => download(order, d.document, t),
              (error) => (error instanceof Error ? error.message : String(error)),
            )
          }
        >
          <Icon name="print" /> {d.label}
        </BusyButton>
      ))}
      <InlineError message={failure ?? null} />
    </>
  );
}
