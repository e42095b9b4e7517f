// Settings -> VAT -> the rules: registered for the OSS, how prices follow the rate, how a VAT-free
// export outside the EU is priced, and the United
// Kingdom (mode, VAT number, the 135 GBP limit in euros), saved through PUT /api/admin/settings; what
// the server refuses shows under the field it names.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_PRICINGS,
  UK_VAT_MODES,
  VAT_PRICINGS,
  type ExportPricing,
  type UkVatMode,
  type VatPricing,
} from '../../../domain/tax/vat-rules.ts';
import { ApiError } from '../../api/api-error.ts';
import { getSettings, saveSettings, type ShopSettings } from '../../api/admin.ts';
import { failureText } from '../../api/failure-text.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { TextField } from '../../components/FormField.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { useLoad } from '../useLoad.ts';
import { fromInput, toInput } from './settings-fields.ts';

const PRICING_LABELS: Record<VatPricing, string> = { 'same-gross': 'vat.pricingGross', 'same-net': 'vat.pricingNet' };
const EXPORT_PRICING_LABELS: Record<ExportPricing, string> = {
  'same-price': 'exportPricing.samePrice',
  'without-vat': 'exportPricing.withoutVat',
};
const UK_MODE_LABELS: Record<UkVatMode, string> = {
  registered: 'vat.ukRegistered',
  'not-registered': 'vat.ukNotRegistered',
  'no-shipping': 'vat.ukNoShipping',
};

/** One choice among a few, each an option with its own label, under a legend (inside the caller's fieldset). */
function Choice<T extends string>({
  name,
  legend,
  options,
  labels,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  error: ReactNode;
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <legend className="subhead">{legend}</legend>
      {options.map((option) => {
        const label: string = labels[option];
        return (
          <div key={option} className="field field--check">
            <input
              id={`vat-${name}-${option}`}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <label htmlFor={`vat-${name}-${option}`}>{t(label)}</label>
          </div>
        );
      })}
      {error}
    </>
  );
}

/** A text field of the UK rules, with its hint and the server's words when it refused it. */
interface UkFieldProps {
  id: string;
  /** The setting the server names in its refusal. */
  name: string;
  label: string;
  hint: string;
  value: string;
  errors: string[] | undefined;
  onChange: (value: string) => void;
  input?: { className?: string; inputMode?: 'decimal'; maxLength?: number };
}

function UkField({ name, errors, ...field }: UkFieldProps) {
  return <TextField {...field} error={errors?.join(' ')} errorId={`vat-${name}-error`} />;
}

function rulesFrom(settings: ShopSettings) {
  return {
    oss_registered: settings.oss_registered,
    vat_pricing: settings.vat_pricing,
    export_pricing: settings.export_pricing,
    uk_vat_mode: settings.uk_vat_mode,
    uk_low_value_limit: String(toInput('money', settings.uk_low_value_limit_cents)),
    uk_vat_number: settings.uk_vat_number,
  };
}
type Rules = ReturnType<typeof rulesFrom>;

function useVatRulesSave(saved: ShopSettings) {
  const { t } = useTranslation();
  const [rules, setRules] = useState<Rules>(() => rulesFrom(saved));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const saving = usePendingAction<'save'>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const { uk_low_value_limit: limit, ...rest } = rules;
    const body = {
      ...rest,
      uk_low_value_limit_cents: fromInput('money', limit),
      uk_vat_number: rules.uk_vat_number.trim(),
    };
    const outcome = await saving.run(
      'save',
      () => saveSettings(body),
      (caught) => {
        setErrors(caught instanceof ApiError && caught.fields ? caught.fields : {});
        return failureText(caught, 'vat.saveError', t);
      },
    );
    if (outcome.status !== 'done') return;
    setRules(rulesFrom(outcome.value));
    showToast('success', t('vat.saved'));
  };
  const set = <K extends keyof Rules>(key: K, value: Rules[K]) => setRules((r) => ({ ...r, [key]: value }));
  return { rules, set, errors, submit, busy: saving.isPending('save'), error: saving.errorOf('save') };
}

function VatRulesForm({ saved }: { saved: ShopSettings }) {
  const { t } = useTranslation();
  const { rules, set, errors, submit, busy, error } = useVatRulesSave(saved);
  // what every choice and UK field shares: its value, the server's refusal under it, its setter
  const choice = <K extends 'vat_pricing' | 'uk_vat_mode' | 'export_pricing'>(name: K) => ({
    name,
    value: rules[name],
    error: errors[name] ? (
      <p id={`vat-${name}-error`} className="field__error">
        {errors[name].join(' ')}
      </p>
    ) : null,
    onChange: (value: Rules[K]) => set(name, value),
  });
  const ukField = (key: 'uk_vat_number' | 'uk_low_value_limit', name: string) => ({
    name,
    value: rules[key],
    errors: errors[name],
    onChange: (value: string) => set(key, value),
  });
  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <SwitchField
        id="vat-oss"
        label={t('vat.oss')}
        checked={rules.oss_registered}
        describedBy="vat-oss-hint"
        onChange={(checked) => set('oss_registered', checked)}
      />
      <p id="vat-oss-hint" className="hint">
        {t('vat.ossHint')}
      </p>
      <fieldset className="fieldset">
        <Choice {...choice('vat_pricing')} legend={t('vat.pricing')} options={VAT_PRICINGS} labels={PRICING_LABELS} />
      </fieldset>
      <fieldset className="fieldset">
        <Choice {...choice('uk_vat_mode')} legend={t('vat.uk')} options={UK_VAT_MODES} labels={UK_MODE_LABELS} />
        <UkField
          {...ukField('uk_vat_number', 'uk_vat_number')}
          id="vat-uk-number"
          label={t('vat.ukVatNumber')}
          hint={t('vat.ukVatNumberHint')}
          input={{ maxLength: 20 }}
        />
        <UkField
          {...ukField('uk_low_value_limit', 'uk_low_value_limit_cents')}
          id="vat-uk-limit"
          label={t('vat.ukLimit')}
          hint={t('vat.ukLimitHint')}
          input={{ className: 'input--narrow', inputMode: 'decimal' }}
        />
      </fieldset>
      <fieldset className="fieldset">
        <Choice
          {...choice('export_pricing')}
          legend={t('exportPricing.legend')}
          options={EXPORT_PRICINGS}
          labels={EXPORT_PRICING_LABELS}
        />
        <p className="hint">{t('exportPricing.hint')}</p>
      </fieldset>
      <InlineError message={error} />
      <div className="form-footer">
        <BusyButton type="submit" className="btn btn--primary" busy={busy} busyLabel={t('vat.saving')}>
          {t('vat.save')}
        </BusyButton>
      </div>
    </form>
  );
}

export function VatRules() {
  const { t } = useTranslation();
  const settings = useLoad(getSettings);
  if (settings.loading && !settings.data) return <Loading />;
  if (!settings.data) return <ErrorBanner message={t('vat.loadError')} onRetry={() => void settings.reload()} />;
  return <VatRulesForm saved={settings.data} />;
}
