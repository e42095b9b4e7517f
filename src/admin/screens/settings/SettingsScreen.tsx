// /dashboard/settings: shipping, payment switches with their maintenance message, bank details,
// unpaid-order hold times, contact details and the seller's identity (name, address, enterprise and
// VAT numbers, checked here and again by the server); promo codes beneath. While saving, the button
// says so; what the server refuses shows under each field, and that the save failed beside the button.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getSettings, saveSettings, type ShopSettings } from '../../api/admin.ts';
import { ApiError, errorKey } from '../../api/client.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { keepDigits, keepPriceChars } from '../../logic/numeric-input.ts';
import { useLoad } from '../useLoad.ts';
import { PromoCodes } from './PromoCodes.tsx';
import { VatSettings } from './VatSettings.tsx';
import { checkSellerIdentity, type FieldProblem } from './seller-identity-check.ts';
import { fromInput, SETTING_GROUPS, toInput, type SettingField } from './settings-fields.ts';

type Values = Record<string, string | boolean>;

function valuesFrom(settings: ShopSettings): Values {
  const values: Values = {};
  for (const group of SETTING_GROUPS) for (const field of group.fields) values[field.key] = toInput(field.kind, settings[field.key]);
  return values;
}

export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useLoad(() => getSettings());
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // found in the form itself: kept as i18n keys, so they follow a change of language
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const save = usePendingAction<'save'>();
  // the form's own check found a problem before anything was sent
  const [checkFailed, setCheckFailed] = useState(false);

  useEffect(() => {
    if (settings.data) setValues(valuesFrom(settings.data));
  }, [settings.data]);

  if (settings.loading && !settings.data) return <Loading />;
  if (settings.error && !settings.data) return <ErrorBanner message={t('settings.loadError')} onRetry={() => void settings.reload()} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending('save')) return;
    setErrors({});
    save.clearError('save');
    const found = checkSellerIdentity(values);
    setProblems(found);
    const firstInvalid = Object.keys(found)[0];
    setCheckFailed(Boolean(firstInvalid));
    if (firstInvalid) {
      document.getElementById(`setting-${firstInvalid}`)?.focus();
      return;
    }
    const body: ShopSettings = {};
    for (const group of SETTING_GROUPS) for (const field of group.fields) body[field.key] = fromInput(field.kind, values[field.key] ?? '');
    const outcome = await save.run('save', () => saveSettings(body), (caught) => t(errorKey(caught, 'settings.saveError')));
    if (outcome.status === 'done') {
      if (outcome.value && typeof outcome.value === 'object') settings.setData(outcome.value);
      showToast('success', t('settings.saved'));
    } else if (outcome.status === 'failed') {
      setErrors(outcome.error instanceof ApiError && outcome.error.fields ? outcome.error.fields : {});
    }
  };

  const errorText = (key: string): string | undefined => {
    const problem = problems[key];
    if (problem) return t(problem.message, { field: t(problem.field), example: problem.example ?? '' });
    return errors[key]?.join(' ');
  };

  const input = (field: SettingField, id: string) => {
    const value = values[field.key];
    const invalid = Boolean(errorText(field.key));
    const describedBy = [invalid ? `${id}-error` : '', field.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
    const common = { id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy };
    switch (field.kind) {
      case 'bool':
        return <input {...common} type="checkbox" className="switch" checked={Boolean(value)} onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.checked }))} />;
      case 'textarea':
        return <textarea {...common} rows={3} value={String(value ?? '')} onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))} />;
      case 'money':
        return <input {...common} inputMode="decimal" value={String(value ?? '')} onChange={(e) => setValues((v) => ({ ...v, [field.key]: keepPriceChars(e.target.value) }))} />;
      case 'int':
        return <input {...common} inputMode="numeric" value={String(value ?? '')} onChange={(e) => setValues((v) => ({ ...v, [field.key]: keepDigits(e.target.value) }))} />;
      default:
        return (
          <input {...common} type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'} value={String(value ?? '')}
            placeholder={field.kind === 'message' ? t('settings.maintenancePlaceholder') : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))} />
        );
    }
  };

  return (
    <div className="stack stack--loose">
      <form className="stack" onSubmit={submit} noValidate aria-busy={save.isPending('save') || undefined}>
        <div className="settings-grid">
          {SETTING_GROUPS.map((group) => (
            <fieldset key={group.legend} className="panel fieldset">
              <legend className="section-title">{t(group.legend)}</legend>
              {group.hint && <p className="hint">{t(group.hint)}</p>}
              <div className="form">
                {group.fields.map((field) => {
                  const id = `setting-${field.key}`;
                  return (
                    <div key={field.key} className={`field ${field.kind === 'bool' ? 'field--check' : ''}`}>
                      {field.kind === 'bool' && input(field, id)}
                      <label htmlFor={id}>{t(field.label)}</label>
                      {field.kind !== 'bool' && input(field, id)}
                      {field.hint && <p id={`${id}-hint`} className="hint">{t(field.hint)}</p>}
                      {errorText(field.key) && <p id={`${id}-error`} className="field__error">{errorText(field.key)}</p>}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="form-footer">
          <BusyButton type="submit" className="btn btn--primary" busy={save.isPending('save')} busyLabel={t('settings.saving')}>{t('settings.save')}</BusyButton>
        </div>
        <InlineError message={checkFailed ? t('settings.saveError') : save.errorOf('save')} />
      </form>
      <VatSettings />
      <PromoCodes />
    </div>
  );
}
