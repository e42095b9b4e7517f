// The text of an EPC QR code (EPC069-12, "SEPA credit transfer" QR, version 002) that Belgian and
// Dutch banking apps read to pre-fill a transfer: one element a line, LF between them, nothing after
// the last populated one. Everything is checked here, so a wrong IBAN or amount never becomes a code
// a shopper could pay with.
import { compactBankCode, isValidBic, isValidIban } from './iban.ts';
import { structuredCommunicationDigits } from './structured-communication.ts';

/** The longest beneficiary name the standard allows (and a SEPA transfer carries). */
export const EPC_NAME_MAX = 70;
/** The most bytes the payload may have (QR version 13 at error correction M). */
const EPC_PAYLOAD_MAX_BYTES = 331;
/** 999 999 999.99 EUR, the standard's ceiling. */
const EPC_AMOUNT_MAX_CENTS = 99_999_999_999;

export interface EpcTransfer {
  /** The beneficiary's BIC; may be empty (optional in version 002 within the EEA). Spaces ignored. */
  bic: string;
  /** The beneficiary: the shop's account holder. */
  name: string;
  /** Spaces ignored, as the settings may write it in groups of four. */
  iban: string;
  /** Integer cents. */
  amountCents: number;
  /** The Belgian structured communication, +++DDD/DDDD/DDDDD+++ or its 12 digits. */
  reference: string;
}

export class EpcQrError extends RangeError {
  readonly field: keyof EpcTransfer | 'payload';
  constructor(field: keyof EpcTransfer | 'payload', message: string) {
    super(`EPC QR code, ${field}: ${message}`);
    this.name = 'EpcQrError';
    this.field = field;
  }
}

/** "EUR123.45" from 12345 cents: digits only, no float arithmetic to round wrong. */
export function epcAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents))
    throw new EpcQrError('amountCents', `an integer number of cents is expected, got ${amountCents}`);
  if (amountCents < 1 || amountCents > EPC_AMOUNT_MAX_CENTS) {
    throw new EpcQrError(
      'amountCents',
      `must be from 1 (0.01 EUR) to ${EPC_AMOUNT_MAX_CENTS} (999999999.99 EUR), got ${amountCents}`,
    );
  }
  const digits = String(amountCents).padStart(3, '0');
  return `EUR${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A C0 control character (U+0000 to U+001F: tab, line breaks...) or DEL. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function beneficiaryName(name: string): string {
  const trimmed = name.trim();
  // Array.from counts characters (code points), as the standard does, not UTF-16 units.
  const length = Array.from(trimmed).length;
  if (length === 0) throw new EpcQrError('name', 'the beneficiary name is empty');
  if (length > EPC_NAME_MAX) throw new EpcQrError('name', `at most ${EPC_NAME_MAX} characters, got ${length}`);
  // A line break would shift every element after it.
  if (hasControlCharacter(trimmed)) throw new EpcQrError('name', 'control characters (line breaks) are not allowed');
  return trimmed;
}

export function epcQrPayload(transfer: EpcTransfer): string {
  const iban = compactBankCode(transfer.iban);
  if (!isValidIban(iban)) throw new EpcQrError('iban', `not a valid IBAN: ${transfer.iban}`);
  const bic = compactBankCode(transfer.bic);
  if (bic !== '' && !isValidBic(bic)) throw new EpcQrError('bic', `not a valid BIC: ${transfer.bic}`);
  let reference: string;
  try {
    reference = structuredCommunicationDigits(transfer.reference);
  } catch {
    throw new EpcQrError('reference', `not a Belgian structured communication: ${transfer.reference}`);
  }
  const lines = [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // identification: SEPA credit transfer
    bic,
    beneficiaryName(transfer.name),
    iban,
    epcAmount(transfer.amountCents),
    '', // purpose: none
    // The structured creditor reference; the unstructured remittance line after it stays out
    // (empty), as the standard wants nothing after the last populated element.
    reference,
  ];
  const payload = lines.join('\n');
  const bytes = new TextEncoder().encode(payload).length;
  if (bytes > EPC_PAYLOAD_MAX_BYTES)
    throw new EpcQrError('payload', `at most ${EPC_PAYLOAD_MAX_BYTES} bytes, got ${bytes}`);
  return payload;
}
