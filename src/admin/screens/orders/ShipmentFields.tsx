// The fields of a parcel: carrier, tracking number, number of parcels, and the https tracking address
// when the carrier is not one the shop builds links for. Errors are in the admin's words, by field name
// (shipment-errors.ts turns the server's refused fields into them).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARRIER_NAMES, CARRIERS, isCarrier } from '../../../domain/shipping/carriers.ts';
import { FormField, TextField } from '../../components/FormField.tsx';
import { Options } from '../../components/Options.tsx';
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

export function ShipmentFields({ draft, errors, onChange }: Props) {
  const { t } = useTranslation();
  const base = useId();
  const error = (field: ShipmentErrorField) => errors?.[field];
  return (
    <div className="inline-form">
      <FormField id={`${base}-carrier`} label={t('shipments.carrier')} error={error('carrier')}>
        {(control) => (
          <select
            {...control}
            value={draft.carrier}
            onChange={(e) => isCarrier(e.target.value) && onChange({ carrier: e.target.value })}
          >
            <Options values={CARRIERS} labelOf={(c) => (c === 'other' ? t('shipments.other') : CARRIER_NAMES[c])} />
          </select>
        )}
      </FormField>
      <TextField
        id={`${base}-number`}
        label={t('shipments.trackingNumber')}
        error={error('tracking_number')}
        value={draft.trackingNumber}
        onChange={(trackingNumber) => onChange({ trackingNumber })}
        input={{ maxLength: 60, autoComplete: 'off' }}
      />
      <TextField
        id={`${base}-parcels`}
        label={t('shipments.parcels')}
        error={error('parcels')}
        value={draft.parcels}
        onChange={(parcels) => onChange({ parcels: keepDigits(parcels) })}
        input={{ className: 'input--short', inputMode: 'numeric' }}
      />
      {draft.carrier === 'other' && (
        <TextField
          id={`${base}-url`}
          label={t('shipments.trackingUrl')}
          error={error('tracking_url')}
          value={draft.trackingUrl}
          onChange={(trackingUrl) => onChange({ trackingUrl })}
          input={{ type: 'url', placeholder: 'https://' }}
        />
      )}
    </div>
  );
}
