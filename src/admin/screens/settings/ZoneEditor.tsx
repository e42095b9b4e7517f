// One shipping zone in the settings: its name, its countries (a country already in another zone is
// said so), its rate (flat, or by weight in bands), the amount from which shipping is free and the
// delivery time the shop promises there (working days).
import { useTranslation } from 'react-i18next';
import { SHIPPING_COUNTRIES, type ShippingCountry } from '../../../domain/vocabulary/country.ts';
import { countryName } from '../../../i18n/locale.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { FieldError, TextField } from '../../components/FormField.tsx';
import { keepAmountChars, keepDigits } from '../../logic/numeric-input.ts';
import type { BandDraft, ZoneDraft } from '../../logic/shipping-zone-draft.ts';

interface Props {
  zone: ZoneDraft;
  index: number;
  /** The zone's field errors, by the API's field name below zones.{index}. */
  errorOf: (field: string) => string | undefined;
  onChange: (changes: Partial<ZoneDraft>) => void;
  onRemove: () => void;
}

/** An amount (money) or a whole number (grams) of the zone: keeps only what such a number may hold. */
function AmountField({
  money,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  money?: boolean;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <TextField
      {...field}
      input={{ inputMode: money ? 'decimal' : 'numeric' }}
      onChange={(value) => onChange(money ? keepAmountChars(value, i18n.language) : keepDigits(value))}
    />
  );
}

function Bands({ zone, index, errorOf, onChange }: Omit<Props, 'onRemove'>) {
  const { t } = useTranslation();
  const setBand = (j: number, changes: Partial<BandDraft>) =>
    onChange({ bands: zone.bands.map((b, k) => (k === j ? { ...b, ...changes } : b)) });
  return (
    <div className="stack">
      {zone.bands.map((band, j) => (
        <div key={j} className="inline-form">
          <AmountField
            id={`zone-${index}-band-${j}-grams`}
            label={t('shippingZones.upToGrams')}
            value={band.upToGrams}
            error={errorOf(`rate.bands.${j}.up_to_grams`)}
            onChange={(upToGrams) => setBand(j, { upToGrams })}
          />
          <AmountField
            id={`zone-${index}-band-${j}-price`}
            label={t('shippingZones.bandPrice')}
            value={band.price}
            money
            error={errorOf(`rate.bands.${j}.cents`)}
            onChange={(price) => setBand(j, { price })}
          />
          {zone.bands.length > 1 && (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => onChange({ bands: zone.bands.filter((_, k) => k !== j) })}
            >
              {t('shippingZones.removeBand')}
            </button>
          )}
        </div>
      ))}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => onChange({ bands: [...zone.bands, { upToGrams: '', price: '' }] })}
      >
        {t('shippingZones.addBand')}
      </button>
      <FieldError id={`zone-${index}-bands-error`} message={errorOf('rate.bands')} />
    </div>
  );
}

function Countries({ zone, index, errorOf, onChange }: Omit<Props, 'onRemove'>) {
  const { t, i18n } = useTranslation();
  const toggle = (country: ShippingCountry, on: boolean) =>
    onChange({ countries: on ? [...zone.countries, country] : zone.countries.filter((c) => c !== country) });
  const error = errorOf('countries');
  return (
    <fieldset className="fieldset--plain" aria-describedby={error ? `zone-${index}-countries-error` : undefined}>
      <legend>{t('shippingZones.countries')}</legend>
      <div className="check-row">
        {SHIPPING_COUNTRIES.map((country) => (
          <label key={country}>
            <input
              type="checkbox"
              checked={zone.countries.includes(country)}
              onChange={(e) => toggle(country, e.target.checked)}
            />
            {countryName(country, adminLanguage(i18n.language))}
          </label>
        ))}
      </div>
      <FieldError id={`zone-${index}-countries-error`} message={error} />
    </fieldset>
  );
}

/** The working days the shop promises in the zone (its pages, the checkout and the e-mails say them). */
function DeliveryDays({ zone, index, errorOf, onChange }: Omit<Props, 'onRemove'>) {
  const { t } = useTranslation();
  return (
    <div className="inline-form">
      <AmountField
        id={`zone-${index}-delivery-min`}
        label={t('shippingZones.deliveryMin')}
        value={zone.deliveryMin}
        error={errorOf('delivery_days_min')}
        onChange={(deliveryMin) => onChange({ deliveryMin })}
      />
      <AmountField
        id={`zone-${index}-delivery-max`}
        label={t('shippingZones.deliveryMax')}
        value={zone.deliveryMax}
        error={errorOf('delivery_days_max')}
        onChange={(deliveryMax) => onChange({ deliveryMax })}
      />
    </div>
  );
}

export function ZoneEditor({ zone, index, errorOf, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="panel fieldset">
      <legend className="section-title">{zone.name || t('shippingZones.newZone')}</legend>
      <div className="form">
        <TextField
          id={`zone-${index}-name`}
          label={t('shippingZones.name')}
          error={errorOf('name')}
          value={zone.name}
          onChange={(name) => onChange({ name })}
          input={{ maxLength: 80 }}
        />
        <Countries zone={zone} index={index} errorOf={errorOf} onChange={onChange} />
        <div className="field">
          <label htmlFor={`zone-${index}-kind`}>{t('shippingZones.rateKind')}</label>
          <select
            id={`zone-${index}-kind`}
            value={zone.kind}
            onChange={(e) => onChange({ kind: e.target.value === 'weight' ? 'weight' : 'flat' })}
          >
            <option value="flat">{t('shippingZones.flat')}</option>
            <option value="weight">{t('shippingZones.byWeight')}</option>
          </select>
        </div>
        {zone.kind === 'flat' ? (
          <AmountField
            id={`zone-${index}-flat`}
            label={t('shippingZones.flatPrice')}
            value={zone.flat}
            money
            error={errorOf('rate.cents')}
            onChange={(flat) => onChange({ flat })}
          />
        ) : (
          <Bands zone={zone} index={index} errorOf={errorOf} onChange={onChange} />
        )}
        <AmountField
          id={`zone-${index}-free`}
          label={t('shippingZones.freeFrom')}
          hint={t('shippingZones.freeFromHint')}
          value={zone.freeFrom}
          money
          error={errorOf('free_from_cents')}
          onChange={(freeFrom) => onChange({ freeFrom })}
        />
        <DeliveryDays zone={zone} index={index} errorOf={errorOf} onChange={onChange} />
        <div>
          <button type="button" className="btn btn--ghost btn--small" onClick={onRemove}>
            {t('shippingZones.removeZone', { name: zone.name || t('shippingZones.newZone') })}
          </button>
        </div>
      </div>
    </fieldset>
  );
}
