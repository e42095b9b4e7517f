// How a person reads an IBAN: in groups of four, as banks print it (ISO 13616's "paper format",
// "BE83 3630 1234 5615"). Machines get the compact form (the EPC QR payload, the API): only what is
// printed for a reader goes through here.
import { compactBankCode } from './iban.ts';

/** The IBAN in groups of four characters, whatever spacing or case it was typed in. */
export function formatIbanForReading(iban: string): string {
  return compactBankCode(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
