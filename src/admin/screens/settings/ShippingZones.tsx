// Settings -> shipping zones: the owner's zones, each a list of countries with a rate (flat or by the
// parcel's weight) and a free-shipping threshold; saved as a whole list. New orders follow them; a
// placed order keeps the fee it was sold with. Amounts are typed and shown with a decimal comma in
// French and Dutch.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_COUNTRIES } from '../../../domain/vocabulary/country.ts';
import { countryName } from '../../../i18n/locale.ts';
import { ApiError } from '../../api/api-error.ts';
import { failureText } from '../../api/failure-text.ts';
import { getShippingZones, saveShippingZones, type AdminShippingZone } from '../../api/shipping.ts';
import { FormFooter } from '../../components/FormFooter.tsx';
import { showToast } from '../../components/toast-store.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { newZone, zoneDraft, zonesRequest, type ZoneDraft } from '../../logic/shipping-zone-draft.ts';
import { useLoad } from '../useLoad.ts';
import { ZoneEditor } from './ZoneEditor.tsx';
import { LoadedView } from '../LoadedView.tsx';

/** The first field the save refused, focused (and so scrolled to) once the errors are drawn. */
function focusFirstError(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('#shipping-zones [aria-invalid="true"]')?.focus());
}

const PROBLEM_WORDS = {
  amount: 'shippingZones.invalidAmount',
  grams: 'shippingZones.invalidGrams',
  days: 'shippingZones.invalidDays',
} as const;

function ZonesForm({ saved, onSaved }: { saved: AdminShippingZone[]; onSaved: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [zones, setZones] = useState<ZoneDraft[]>(() => saved.map((z) => zoneDraft(z, i18n.language)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unshipped = SHIPPING_COUNTRIES.filter((c) => !zones.some((z) => z.countries.includes(c)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = zonesRequest(zones);
    if ('problems' in request) {
      setErrors(
        Object.fromEntries(Object.entries(request.problems).map(([field, kind]) => [field, t(PROBLEM_WORDS[kind])])),
      );
      setFailure(t('shippingZones.saveError'));
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      await saveShippingZones(request.body);
      setErrors({});
      setFailure(null);
      showToast('success', t('shippingZones.saved'));
      await onSaved();
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught.fields ?? {}) : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(failureText(caught, 'shippingZones.saveError', t));
      focusFirstError();
    } finally {
      setSaving(false);
    }
  };
  const update = (i: number, changes: Partial<ZoneDraft>) =>
    setZones((all) => all.map((z, k) => (k === i ? { ...z, ...changes } : z)));
  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving || undefined}>
      {zones.map((zone, i) => (
        <ZoneEditor
          key={zone.key}
          zone={zone}
          index={i}
          errorOf={(field) => errors[`zones.${i}.${field}`]}
          onChange={(changes) => update(i, changes)}
          onRemove={() => setZones((all) => all.filter((_, k) => k !== i))}
        />
      ))}
      {unshipped.length > 0 && (
        <p className="hint">
          {t('shippingZones.notShipped', {
            countries: unshipped.map((c) => countryName(c, adminLanguage(i18n.language))).join(', '),
          })}
        </p>
      )}
      <FormFooter
        error={failure}
        saving={saving}
        busyLabel={t('settings.saving')}
        submitLabel={t('shippingZones.save')}
      >
        <button type="button" className="btn btn--ghost" onClick={() => setZones([...zones, newZone(i18n.language)])}>
          {t('shippingZones.addZone')}
        </button>
      </FormFooter>
    </form>
  );
}

export function ShippingZones() {
  const { t } = useTranslation();
  const zones = useLoad(getShippingZones);
  return (
    <section id="shipping-zones" className="stack" aria-labelledby="shipping-zones-title">
      <h2 id="shipping-zones-title" className="section-title">
        {t('shippingZones.title')}
      </h2>
      <p className="hint">{t('shippingZones.hint')}</p>
      <LoadedView loaded={zones} errorText={t('shippingZones.loadError')}>
        {(data) => <ZonesForm key={JSON.stringify(data.zones)} saved={data.zones} onSaved={zones.reload} />}
      </LoadedView>
    </section>
  );
}
