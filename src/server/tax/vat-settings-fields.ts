// A rule of the VAT settings (PUT /api/admin/settings) that spans two fields: charging UK VAT needs
// the UK VAT number the invoices must print. The message is for developers and logs, in English, as
// every error text is; the back-office shows its own words for the field.

/** Message naming uk_vat_number when UK VAT is charged without one, or null. */
export function ukRegistrationProblem(
  patch: { uk_vat_mode?: string; uk_vat_number?: string },
  current: Record<string, unknown>,
): string | null {
  const mode = patch.uk_vat_mode ?? String(current.uk_vat_mode ?? '');
  const number = patch.uk_vat_number ?? String(current.uk_vat_number ?? '');
  return mode === 'registered' && number === '' ? 'UK VAT number: required to charge UK VAT (GB and 9 digits).' : null;
}
