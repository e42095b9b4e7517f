// One promo code of the list: its percentage, its on/off switch and its "one order per e-mail address"
// switch (a change shows at once, busy until the answer, back as it was with the error in the row if
// refused), its date and its delete button.
import { useTranslation } from 'react-i18next';
import type { PromoCode } from '../../api/admin.ts';
import { BusyNote, InlineError } from '../../components/BusyButton.tsx';
import { DeleteCell, rowState } from '../../components/ListSelection.tsx';
import type { ListSelectionView } from '../../components/useListSelection.ts';
import type { PendingActions } from '../../components/usePendingAction.ts';
import { formatLongDate } from '../../logic/format.ts';

export type PromoChange = Partial<Pick<PromoCode, 'percent_off' | 'active' | 'once_per_email'>>;

/** The percentages offered: the usual ones, and the code's own if it is another. */
const PERCENTS = [5, 10, 15, 20, 25, 30, 40, 50];

interface PromoCodeRowProps {
  saved: PromoCode;
  selection: ListSelectionView<string>;
  /** Each code's change under way, with what it shows meanwhile. */
  updates: PendingActions<string, PromoChange>;
  onChange: (promo: PromoCode, change: PromoChange) => void;
}

export function PromoCodeRow({ saved, selection, updates, onChange }: PromoCodeRowProps) {
  const { t, i18n } = useTranslation();
  const promo = { ...saved, ...updates.previewOf(saved.code) };
  const changing = updates.isPending(promo.code);
  const deleting = selection.deletes.isPending(promo.code);
  const busy = { 'aria-busy': changing || undefined, 'aria-disabled': changing || deleting || undefined };
  const change = (next: PromoChange) => !deleting && onChange(saved, next);
  return (
    <tr {...rowState(selection, promo.code)}>
      <td>
        <code className="code">{promo.code}</code>
        {changing && <BusyNote label={t('common.saving')} />}
        <InlineError message={updates.errorOf(promo.code)} />
      </td>
      <td className="num" data-label={t('settings.promoPercent')}>
        <select
          aria-label={`${t('settings.promoPercent')} : ${promo.code}`}
          value={promo.percent_off}
          {...busy}
          onChange={(e) => change({ percent_off: Number(e.target.value) })}
        >
          {[...new Set([...PERCENTS, promo.percent_off])]
            .sort((a, b) => a - b)
            .map((p) => (
              <option key={p} value={p}>
                {p} %
              </option>
            ))}
        </select>
      </td>
      <SwitchCell
        column={t('settings.promoActive')}
        label={t('settings.promoToggle', { code: promo.code })}
        checked={promo.active}
        busy={busy}
        onChange={(on) => change({ active: on })}
      />
      <SwitchCell
        column={t('settings.promoOncePerEmail')}
        label={t('settings.promoOncePerEmailToggle', { code: promo.code })}
        checked={promo.once_per_email}
        busy={busy}
        onChange={(on) => change({ once_per_email: on })}
      />
      <td data-label={t('settings.promoCreated')}>{formatLongDate(promo.created_at, i18n.language)}</td>
      <DeleteCell selection={selection} id={promo.code} label={t('settings.promoDeleteLabel', { code: promo.code })} />
    </tr>
  );
}

interface SwitchCellProps {
  /** The column's name (the cell's label when the table shows as cards on a phone). */
  column: string;
  /** The switch's name, with the code it is for. */
  label: string;
  checked: boolean;
  busy: { 'aria-busy'?: true; 'aria-disabled'?: true };
  onChange: (on: boolean) => void;
}

/** One of the row's on/off switches. */
function SwitchCell({ column, label, checked, busy, onChange }: SwitchCellProps) {
  return (
    <td className="center" data-label={column}>
      <input
        type="checkbox"
        className="switch"
        aria-label={label}
        checked={checked}
        {...busy}
        onChange={(e) => onChange(e.target.checked)}
      />
    </td>
  );
}
