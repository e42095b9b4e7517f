// The settings form's values and its save: the amounts in euros and the seller's numbers checked here
// first (the first field in error is scrolled to and takes the focus, nothing is sent), then PUT; what the server refuses shows under each field
// it names, and the form then holds the settings as saved (numbers in their one written form).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { saveSettings, type ShopSettings } from '../../api/admin.ts';
import { errorKey } from '../../api/failure-text.ts';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { focusField } from '../../components/focus-field.ts';
import { checkMoneyFields } from './money-fields-check.ts';
import { checkSellerIdentity, type FieldProblem } from './seller-identity-check.ts';
import { fromInput, SETTING_GROUPS, toInput, type FieldValue, type SettingKey } from './settings-fields.ts';

type SettingValues = Partial<Record<SettingKey, FieldValue>>;

const FIELDS = SETTING_GROUPS.flatMap((group) => group.fields);

function valuesFrom(settings: ShopSettings): SettingValues {
  return Object.fromEntries(FIELDS.map((field) => [field.key, toInput(field.kind, settings[field.key])]));
}

export function useSettingsForm(saved: ShopSettings) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SettingValues>(() => valuesFrom(saved));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // found in the form itself: kept as i18n keys, so they follow a change of language
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const save = usePendingAction<'save'>();
  // the form's own check found a problem before anything was sent
  const [checkFailed, setCheckFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending('save')) return;
    setErrors({});
    save.clearError('save');
    const found = { ...checkMoneyFields(values), ...checkSellerIdentity(values) };
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field.key])?.key;
    setCheckFailed(Boolean(firstInvalid));
    if (firstInvalid) {
      focusField(`setting-${firstInvalid}`);
      return;
    }
    const body = Object.fromEntries(FIELDS.map((field) => [field.key, fromInput(field.kind, values[field.key] ?? '')]));
    const outcome = await save.run(
      'save',
      () => saveSettings(body),
      (caught) => t(errorKey(caught, 'settings.saveError')),
    );
    if (outcome.status === 'done') {
      setValues(valuesFrom(outcome.value));
      showToast('success', t('settings.saved'));
    } else if (outcome.status === 'failed') {
      const fields = outcome.error instanceof ApiError && outcome.error.fields ? outcome.error.fields : {};
      setErrors(fields);
      const refused = FIELDS.find((field) => fields[field.key])?.key;
      // after React has drawn the messages: the owner lands on the first field the server refused
      if (refused) requestAnimationFrame(() => focusField(`setting-${refused}`));
    }
  };

  /** What is wrong with a field: the form's own finding, else the server's words. */
  const errorText = (key: SettingKey): string | undefined => {
    const problem = problems[key];
    if (problem) return t(problem.message, { field: t(problem.field), example: problem.example ?? '' });
    return errors[key]?.join(' ');
  };

  return {
    values,
    setValue: (key: SettingKey, value: FieldValue) => setValues((current) => ({ ...current, [key]: value })),
    errorText,
    submit,
    saving: save.isPending('save'),
    error: checkFailed ? t('settings.saveError') : save.errorOf('save'),
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
