// Settings -> VAT by delivery country: the rules (registered for the OSS, the United Kingdom, how
// prices follow the rate), saved through PUT /api/admin/settings, and the rate table by country with
// its valid-from dates (a new rate from today on; one not yet in force can be withdrawn). New orders
// follow them; a placed order keeps its rate.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../i18n/locale.ts';
import { getSettings, saveSettings } from '../../api/admin.ts';
import { ApiError } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { addVatRate, deleteVatRate, getVatRates, VAT_COUNTRIES, type AdminVatRate, type VatCountry } from '../../api/vat.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { formatLongDate, formatRateBp } from '../../logic/format.ts';
import { rateBpFromPercent } from '../../logic/vat.ts';
import { useLoad } from '../useLoad.ts';
import { fromInput, toInput } from './settings-fields.ts';

interface Rules {
  oss_registered: boolean;
  vat_pricing: string;
  uk_vat_mode: string;
  uk_low_value_limit: string;
  uk_vat_number: string;
}

const PRICINGS = [
  ['same-gross', 'vat.pricingGross'],
  ['same-net', 'vat.pricingNet'],
] as const;
const UK_MODES = [
  ['registered', 'vat.ukRegistered'],
  ['not-registered', 'vat.ukNotRegistered'],
  ['no-shipping', 'vat.ukNoShipping'],
] as const;

/** One choice among a few, each an option with its own label, under a legend. */
function Choice({ name, legend, options, value, error, onChange }: { name: string; legend: string; options: readonly (readonly [string, string])[]; value: string; error: ReactNode; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <legend className="subhead">{legend}</legend>
      {options.map(([option, label]) => (
        <div key={option} className="field field--check">
          <input id={`vat-${name}-${option}`} type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <label htmlFor={`vat-${name}-${option}`}>{t(label)}</label>
        </div>
      ))}
      {error}
    </>
  );
}

function VatRules() {
  const { t } = useTranslation();
  const settings = useLoad(() => getSettings());
  const [rules, setRules] = useState<Rules | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const saving = usePendingAction<'save'>();

  useEffect(() => {
    const s = settings.data;
    if (!s) return;
    setRules({
      oss_registered: Boolean(s.oss_registered),
      vat_pricing: String(s.vat_pricing ?? 'same-gross'),
      uk_vat_mode: String(s.uk_vat_mode ?? 'not-registered'),
      uk_low_value_limit: String(toInput('money', s.uk_low_value_limit_cents)),
      uk_vat_number: String(s.uk_vat_number ?? ''),
    });
  }, [settings.data]);

  if (settings.loading && !settings.data) return <Loading />;
  if (!rules) return <ErrorBanner message={t('vat.loadError')} onRetry={() => void settings.reload()} />;

  const set = <K extends keyof Rules>(key: K, value: Rules[K]) => setRules((r) => (r ? { ...r, [key]: value } : r));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = {
      oss_registered: rules.oss_registered,
      vat_pricing: rules.vat_pricing,
      uk_vat_mode: rules.uk_vat_mode,
      uk_low_value_limit_cents: fromInput('money', rules.uk_low_value_limit),
      uk_vat_number: rules.uk_vat_number.trim(),
    };
    const outcome = await saving.run('save', () => saveSettings(body), (caught) => {
      setErrors(caught instanceof ApiError && caught.fields ? caught.fields : {});
      return failureText(caught, 'vat.saveError', t);
    });
    if (outcome.status !== 'done') return;
    settings.setData(outcome.value);
    showToast('success', t('vat.saved'));
  };
  const fieldError = (key: string) => (errors[key] ? <p id={`vat-${key}-error`} className="field__error">{errors[key]!.join(' ')}</p> : null);
  const described = (key: string, hint?: string) => [errors[key] ? `vat-${key}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field field--check">
        <input id="vat-oss" type="checkbox" className="switch" checked={rules.oss_registered} aria-describedby="vat-oss-hint" onChange={(e) => set('oss_registered', e.target.checked)} />
        <label htmlFor="vat-oss">{t('vat.oss')}</label>
      </div>
      <p id="vat-oss-hint" className="hint">{t('vat.ossHint')}</p>
      <fieldset className="fieldset">
        <Choice name="vat_pricing" legend={t('vat.pricing')} options={PRICINGS} value={rules.vat_pricing} error={fieldError('vat_pricing')} onChange={(v) => set('vat_pricing', v)} />
      </fieldset>
      <fieldset className="fieldset">
        <Choice name="uk_vat_mode" legend={t('vat.uk')} options={UK_MODES} value={rules.uk_vat_mode} error={fieldError('uk_vat_mode')} onChange={(v) => set('uk_vat_mode', v)} />
        <div className="field">
          <label htmlFor="vat-uk-number">{t('vat.ukVatNumber')}</label>
          <input id="vat-uk-number" value={rules.uk_vat_number} maxLength={20} aria-invalid={errors.uk_vat_number ? true : undefined}
            aria-describedby={described('uk_vat_number', 'vat-uk-number-hint')} onChange={(e) => set('uk_vat_number', e.target.value)} />
          <p id="vat-uk-number-hint" className="hint">{t('vat.ukVatNumberHint')}</p>
          {fieldError('uk_vat_number')}
        </div>
        <div className="field">
          <label htmlFor="vat-uk-limit">{t('vat.ukLimit')}</label>
          <input id="vat-uk-limit" className="input--narrow" inputMode="decimal" value={rules.uk_low_value_limit} aria-invalid={errors.uk_low_value_limit_cents ? true : undefined}
            aria-describedby={described('uk_low_value_limit_cents', 'vat-uk-limit-hint')} onChange={(e) => set('uk_low_value_limit', e.target.value)} />
          <p id="vat-uk-limit-hint" className="hint">{t('vat.ukLimitHint')}</p>
          {fieldError('uk_low_value_limit_cents')}
        </div>
      </fieldset>
      <InlineError message={saving.errorOf('save')} />
      <div className="form-footer">
        <BusyButton type="submit" className="btn btn--primary" busy={saving.isPending('save')} busyLabel={t('vat.saving')}>{t('vat.save')}</BusyButton>
      </div>
    </form>
  );
}

function VatRates() {
  const { t, i18n } = useTranslation();
  const lang = adminLanguage(i18n.language);
  const rates = useLoad(() => getVatRates());
  const [country, setCountry] = useState<VatCountry>('FR');
  const [percent, setPercent] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const adding = usePendingAction<'add'>();
  const removing = usePendingAction<string>();

  const today = rates.data?.today ?? '';
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const bp = rateBpFromPercent(percent);
    if (bp === null) {
      await adding.run('add', () => Promise.reject(new Error('rate')), () => t('vat.rateInvalid'));
      return;
    }
    const outcome = await adding.run('add', () => addVatRate({ country, rate_bp: bp, valid_from: validFrom }), (caught) => failureText(caught, 'vat.saveError', t));
    if (outcome.status !== 'done') return;
    showToast('success', t('vat.added'));
    setPercent('');
    await rates.reload();
  };
  const remove = async (rate: AdminVatRate) => {
    const key = `${rate.country}/${rate.valid_from}`;
    const outcome = await removing.run(key, () => deleteVatRate(rate.country, rate.valid_from), (caught) => failureText(caught, 'vat.saveError', t));
    if (outcome.status !== 'done') return;
    showToast('success', t('vat.removed'));
    await rates.reload();
  };
  const date = (day: string) => formatLongDate(`${day}T12:00:00Z`, i18n.language);

  return (
    <div className="stack">
      <h3 className="subhead">{t('vat.ratesTitle')}</h3>
      <p className="hint">{t('vat.ratesHint')}</p>
      {rates.loading && !rates.data ? <Loading /> : rates.error || !rates.data ? (
        <ErrorBanner message={t('vat.loadError')} onRetry={() => void rates.reload()} />
      ) : (
        <div className="table-wrap">
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">{t('vat.country')}</th>
                <th scope="col" className="num">{t('vat.rate')}</th>
                <th scope="col">{t('vat.validFrom')}</th>
                <th scope="col">{t('vat.state')}</th>
                <th scope="col" className="num">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rates.data.rates.map((rate) => {
                const key = `${rate.country}/${rate.valid_from}`;
                const name = countryName(rate.country, lang);
                return (
                  <tr key={key}>
                    <td>{name}</td>
                    <td className="num">{formatRateBp(rate.rate_bp, i18n.language)} %</td>
                    <td>{date(rate.valid_from)}</td>
                    <td>{rate.in_force ? t('vat.inForce') : rate.scheduled ? t('vat.scheduled') : t('vat.past')}</td>
                    <td className="num">
                      {rate.scheduled && (
                        <BusyButton className="btn btn--ghost btn--small" busy={removing.isPending(key)}
                          aria-label={t('vat.removeLabel', { rate: formatRateBp(rate.rate_bp, i18n.language), date: date(rate.valid_from), country: name })}
                          onClick={() => void remove(rate)}>{t('vat.remove')}</BusyButton>
                      )}
                      <InlineError message={removing.errorOf(key)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="subhead">{t('vat.addTitle')}</h3>
      <form className="inline-form" onSubmit={add} noValidate>
        <div className="field">
          <label htmlFor="vat-rate-country">{t('vat.country')}</label>
          <select id="vat-rate-country" value={country} onChange={(e) => setCountry(e.target.value as VatCountry)}>
            {VAT_COUNTRIES.map((c) => <option key={c} value={c}>{countryName(c, lang)}</option>)}
          </select>
        </div>
        <div className="field field--narrow">
          <label htmlFor="vat-rate-percent">{t('vat.ratePercent')}</label>
          <input id="vat-rate-percent" inputMode="decimal" value={percent} maxLength={6} onChange={(e) => setPercent(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="vat-rate-from">{t('vat.validFrom')}</label>
          <input id="vat-rate-from" type="date" min={today || undefined} value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />
        </div>
        <BusyButton type="submit" className="btn btn--primary" busy={adding.isPending('add')}>{t('vat.add')}</BusyButton>
      </form>
      <InlineError message={adding.errorOf('add')} />
    </div>
  );
}

export function VatSettings() {
  const { t } = useTranslation();
  return (
    <section className="panel stack" aria-labelledby="vat-title">
      <h2 id="vat-title" className="section-title">{t('vat.legend')}</h2>
      <p className="hint">{t('vat.hint')}</p>
      <VatRules />
      <VatRates />
    </section>
  );
}
