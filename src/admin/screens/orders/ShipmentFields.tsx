// The fields of a parcel: carrier, tracking number, number of parcels, and the https tracking address
// when the carrier is not one the shop builds links for. Errors are in the admin's words, by field name
// (shipment-errors.ts turns the server's refused fields into them).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIER_NAMES, CARRIERS, isCarrier } from '../../../domain/shipping/carriers.ts';
import { keepDigits } from '../../logic/numeric-input.ts';
import type { ShipmentErrorField } from '../../logic/shipment-errors.ts';
import type { ShipmentDraft } from '../../logic/shipment-draft.ts';

/** The words shown beside each refused field. */
export type ShipmentFieldErrors = Partial<Record<ShipmentErrorField, string>>;

interface Props {
  draft: ShipmentDraft;
  errors: ShipmentFieldErrors | undefined;
  onChange: (changes: Partial<ShipmentDraft>) => void;
}

function Field(props: { id: string; label: string; error: string | undefined; children: (a11y: object) => ReactNode }) {
  const a11y = {
    id: props.id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? `${props.id}-error` : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children(a11y)}
      {props.error && (
        <p id={`${props.id}-error`} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function ShipmentFields({ draft, errors, onChange }: Props) {
  const { t } = useTranslation();
  const base = useId();
  const error = (field: ShipmentErrorField) => errors?.[field];
  return (
    <div className="inline-form">
      <Field id={`${base}-carrier`} label={t('shipments.carrier')} error={error('carrier')}>
        {(a11y) => (
          <select
            {...a11y}
            value={draft.carrier}
            onChange={(e) => isCarrier(e.target.value) && onChange({ carrier: e.target.value })}
          >
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier}>
                {carrier === 'other' ? t('shipments.other') : CARRIER_NAMES[carrier]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${base}-number`} label={t('shipments.trackingNumber')} error={error('tracking_number')}>
        {(a11y) => (
          <input
            {...a11y}
            value={draft.trackingNumber}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => onChange({ trackingNumber: e.target.value })}
          />
        )}
      </Field>
      <Field id={`${base}-parcels`} label={t('shipments.parcels')} error={error('parcels')}>
        {(a11y) => (
          <input
            {...a11y}
            className="input--short"
            inputMode="numeric"
            value={draft.parcels}
            onChange={(e) => onChange({ parcels: keepDigits(e.target.value) })}
          />
        )}
      </Field>
      {draft.carrier === 'other' && (
        <Field id={`${base}-url`} label={t('shipments.trackingUrl')} error={error('tracking_url')}>
          {(a11y) => (
            <input
              {...a11y}
              type="url"
              placeholder="https://"
              value={draft.trackingUrl}
              onChange={(e) => onChange({ trackingUrl: e.target.value })}
            />
          )}
        </Field>
      )}
    </div>
  );
}
