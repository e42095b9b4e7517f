// Settings -> VAT -> the rates by delivery country with their valid-from dates: a new rate from today
// on; one not yet in force can be withdrawn. New orders follow them; a placed order keeps its rate.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVatRate } from '../../../contract/admin/vat.ts';
import { SHIPPING_COUNTRIES, isShippingCountry, type ShippingCountry } from '../../../domain/vocabulary/country.ts';
import { countryName } from '../../../i18n/locale.ts';
import { failureText } from '../../api/failure-text.ts';
import { addVatRate, deleteVatRate, getVatRates } from '../../api/vat.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { FormField, TextField } from '../../components/FormField.tsx';
import { Options } from '../../components/Options.tsx';
import { TableHead } from '../../components/TableHead.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useInlineAdd } from '../../components/useInlineAdd.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { formatLongDate, formatRateBp } from '../../logic/format.ts';
import { rateBpFromPercent } from '../../logic/vat.ts';
import { useLoad } from '../useLoad.ts';
import { LoadedView } from '../LoadedView.tsx';

const COLUMNS = ['vat.country', ['vat.rate', 'num'], 'vat.validFrom', 'vat.state', ['common.actions', 'num']] as const;

const rateKey = (rate: Pick<AdminVatRate, 'country' | 'valid_from'>) => `${rate.country}/${rate.valid_from}`;

function RatesTable({ rates, onChanged }: { rates: AdminVatRate[]; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const removing = usePendingAction<string>();
  const date = (day: string) => formatLongDate(`${day}T12:00:00Z`, i18n.language);
  const remove = async (rate: AdminVatRate) => {
    const outcome = await removing.run(
      rateKey(rate),
      () => deleteVatRate(rate.country, rate.valid_from),
      (caught) => failureText(caught, 'vat.saveError', t),
    );
    if (outcome.status !== 'done') return;
    showToast('success', t('vat.removed'));
    await onChanged();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that may scroll sideways: the keyboard must reach it (axe scrollable-region-focusable)
    <div className="table-wrap" role="region" aria-label={t('tableScroll.label')} tabIndex={0}>
      <table className="table table--compact">
        <TableHead columns={COLUMNS} />
        <tbody>
          {rates.map((rate) => {
            const name = countryName(rate.country, adminLanguage(i18n.language));
            const rateText = formatRateBp(rate.rate_bp, i18n.language);
            return (
              <tr key={rateKey(rate)}>
                <td>{name}</td>
                <td className="num">{rateText} %</td>
                <td>{date(rate.valid_from)}</td>
                <td>{rate.in_force ? t('vat.inForce') : rate.scheduled ? t('vat.scheduled') : t('vat.past')}</td>
                <td className="num">
                  {rate.scheduled && (
                    <BusyButton
                      className="btn btn--ghost btn--small"
                      busy={removing.isPending(rateKey(rate))}
                      aria-label={t('vat.removeLabel', { rate: rateText, date: date(rate.valid_from), country: name })}
                      onClick={() => void remove(rate)}
                    >
                      {t('vat.remove')}
                    </BusyButton>
                  )}
                  <InlineError message={removing.errorOf(rateKey(rate))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function AddRateForm({ today, onAdded }: { today: string; onAdded: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState<ShippingCountry>('FR');
  const [percent, setPercent] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const adding = useInlineAdd({ added: 'vat.added', failed: 'vat.saveError' }, async () => {
    setPercent('');
    await onAdded();
  });
  const add = (event: FormEvent) => {
    const bp = rateBpFromPercent(percent);
    // a rate the form cannot read is said beside the button like the server's refusals
    if (bp === null)
      return adding.submit(
        event,
        () => Promise.reject(new Error('rate')),
        () => t('vat.rateInvalid'),
      );
    return adding.submit(event, () => addVatRate({ country, rate_bp: bp, valid_from: validFrom }));
  };
  return (
    <>
      <form className="inline-form" onSubmit={(event) => void add(event)} noValidate>
        <FormField id="vat-rate-country" label={t('vat.country')}>
          {(control) => (
            <select
              {...control}
              value={country}
              onChange={(e) => isShippingCountry(e.target.value) && setCountry(e.target.value)}
            >
              <Options values={SHIPPING_COUNTRIES} labelOf={(c) => countryName(c, adminLanguage(i18n.language))} />
            </select>
          )}
        </FormField>
        <TextField
          id="vat-rate-percent"
          label={t('vat.ratePercent')}
          className="field--narrow"
          value={percent}
          onChange={setPercent}
          input={{ inputMode: 'decimal', maxLength: 6 }}
        />
        <TextField
          id="vat-rate-from"
          label={t('vat.validFrom')}
          value={validFrom}
          onChange={setValidFrom}
          input={{ type: 'date', min: today || undefined }}
        />
        <BusyButton type="submit" className="btn btn--primary" busy={adding.busy}>
          {t('vat.add')}
        </BusyButton>
      </form>
      <InlineError message={adding.error} />
    </>
  );
}

export function VatRates() {
  const { t } = useTranslation();
  const rates = useLoad(getVatRates);
  return (
    <div className="stack">
      <h3 className="subhead">{t('vat.ratesTitle')}</h3>
      <p className="hint">{t('vat.ratesHint')}</p>
      <LoadedView loaded={rates} errorText={t('vat.loadError')}>
        {(data) => <RatesTable rates={data.rates} onChanged={rates.reload} />}
      </LoadedView>
      <h3 className="subhead">{t('vat.addTitle')}</h3>
      <AddRateForm today={rates.data?.today ?? ''} onAdded={rates.reload} />
    </div>
  );
}
