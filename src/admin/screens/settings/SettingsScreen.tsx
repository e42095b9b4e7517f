// /dashboard/settings: delivery days, payment switches with their maintenance message, bank details,
// unpaid-order hold times, contact details and the seller's identity (name, address, enterprise and
// VAT numbers, checked here and again by the server); shipping zones, VAT, promo codes and the home page's testimonials beneath. While saving, the
// button says so; what the server refuses shows under each field, and that the save failed beside the button.
import { useTranslation } from 'react-i18next';
import { getSettings, type ShopSettings } from '../../api/admin.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { useLoad } from '../useLoad.ts';
import { PromoCodes } from './PromoCodes.tsx';
import { SettingInput } from './SettingInput.tsx';
import { ShippingZones } from './ShippingZones.tsx';
import { Testimonials } from './Testimonials.tsx';
import { SETTING_GROUPS } from './settings-fields.ts';
import { useSettingsForm } from './useSettingsForm.ts';
import { VatSettings } from './VatSettings.tsx';

function SettingsForm({ saved }: { saved: ShopSettings }) {
  const { t } = useTranslation();
  const form = useSettingsForm(saved);
  return (
    <form
      className="stack"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-busy={form.saving || undefined}
    >
      <div className="settings-grid">
        {SETTING_GROUPS.map((group) => (
          <fieldset key={group.legend} className="panel fieldset">
            <legend className="section-title">{t(group.legend)}</legend>
            {group.hint && <p className="hint">{t(group.hint)}</p>}
            <div className="form">
              {group.fields.map((field) => (
                <SettingInput key={field.key} field={field} form={form} />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="form-footer">
        <BusyButton type="submit" className="btn btn--primary" busy={form.saving} busyLabel={t('settings.saving')}>
          {t('settings.save')}
        </BusyButton>
      </div>
      <InlineError message={form.error} />
    </form>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useLoad(getSettings);
  if (settings.loading && !settings.data) return <Loading />;
  if (settings.error || !settings.data)
    return <ErrorBanner message={t('settings.loadError')} onRetry={() => void settings.reload()} />;
  return (
    <div className="stack stack--loose">
      <SettingsForm saved={settings.data} />
      <ShippingZones />
      <VatSettings />
      <PromoCodes />
      <Testimonials />
    </div>
  );
}
