// The EPC QR code (EPC069-12 version 002) of a bank transfer: exact payloads worked out by hand from
// the standard's layout, every refusal naming its field, and the drawn code read back by a decoder.
import { describe, expect, it } from 'vitest';
import {
  EPC_NAME_MAX,
  EpcQrError,
  epcAmount,
  epcQrPayload,
  type EpcTransfer,
} from '../../../src/domain/payments/epc-qr.ts';
import { compactBankCode, isValidBic, isValidIban } from '../../../src/domain/payments/iban.ts';
import { structuredCommunicationDigits } from '../../../src/domain/payments/structured-communication.ts';
import { qrDrawing, qrPng, qrSvg, QUIET_ZONE } from '../../../src/server/payments/qr-image.ts';
import { decodeQr } from '../../support/qr-decode.ts';

// The seed shop's account: a fictitious Belgian IBAN with valid check digits.
const SHOP: EpcTransfer = {
  bic: 'BBRUBEBB',
  name: 'Maison Lumière SRL',
  iban: 'BE83 3630 1234 5615',
  amountCents: 12345,
  reference: '+++000/0000/04242+++',
};

function refusal(transfer: EpcTransfer): EpcQrError {
  try {
    epcQrPayload(transfer);
  } catch (error) {
    if (error instanceof EpcQrError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('EPC QR payload', () => {
  it('lays out the twelve elements of version 002 in UTF-8, LF between them, nothing after the creditor reference', () => {
    // order 42: base 0000000042, 42 mod 97 = 42 -> 000000004242; IBAN without its spaces; 12345 cents -> EUR123.45
    expect(epcQrPayload(SHOP)).toBe(
      'BCD\n002\n1\nSCT\nBBRUBEBB\nMaison Lumière SRL\nBE83363012345615\nEUR123.45\n\n000000004242',
    );
  });

  it('keeps an empty BIC line (optional in version 002), and writes cents with two decimals', () => {
    // base 1234567890 = 97 x 12727504 + 2 -> check digits 02
    const payload = epcQrPayload({
      bic: '',
      name: 'Maison Test',
      iban: 'be68 5390 0754 7034',
      amountCents: 1,
      reference: '123456789002',
    });
    expect(payload).toBe('BCD\n002\n1\nSCT\n\nMaison Test\nBE68539007547034\nEUR0.01\n\n123456789002');
  });

  it('writes amounts from integer cents without float arithmetic', () => {
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(5)).toBe('EUR0.05');
    expect(epcAmount(100)).toBe('EUR1.00');
    expect(epcAmount(1999)).toBe('EUR19.99');
    // 0.1 + 0.2 territory: 30 cents stays 0.30
    expect(epcAmount(30)).toBe('EUR0.30');
    expect(epcAmount(99_999_999_999)).toBe('EUR999999999.99');
  });

  it('takes a base whose remainder is 0 with the check digits 97, and an 11-character BIC', () => {
    const payload = epcQrPayload({
      ...SHOP,
      bic: 'GEBABEBB 036',
      reference: '+++000/0000/09797+++',
      amountCents: 250_000,
    });
    expect(payload).toBe(
      'BCD\n002\n1\nSCT\nGEBABEBB036\nMaison Lumière SRL\nBE83363012345615\nEUR2500.00\n\n000000009797',
    );
  });

  it('refuses what a bank would refuse, naming the field', () => {
    expect(refusal({ ...SHOP, iban: 'BE84 3630 1234 5615' }).field).toBe('iban');
    expect(refusal({ ...SHOP, iban: '' }).field).toBe('iban');
    expect(refusal({ ...SHOP, bic: 'BBRU' }).field).toBe('bic');
    expect(refusal({ ...SHOP, name: '   ' }).field).toBe('name');
    expect(refusal({ ...SHOP, name: 'Maison\nLumière' }).field).toBe('name');
    expect(refusal({ ...SHOP, name: 'x'.repeat(EPC_NAME_MAX + 1) }).field).toBe('name');
    expect(epcQrPayload({ ...SHOP, name: 'é'.repeat(EPC_NAME_MAX) })).toContain('é'.repeat(EPC_NAME_MAX));
    for (const amountCents of [0, -1, 12.5, Number.NaN, 100_000_000_000])
      expect(refusal({ ...SHOP, amountCents }).field).toBe('amountCents');
    expect(refusal({ ...SHOP, reference: '+++000/0000/04243+++' }).field).toBe('reference');
    expect(refusal({ ...SHOP, reference: 'RF18539007547034' }).field).toBe('reference');
    expect(refusal({ ...SHOP, iban: 'BE84 3630 1234 5615' }).message).toBe(
      'EPC QR code, iban: not a valid IBAN: BE84 3630 1234 5615',
    );
  });

  it('refuses a payload over 331 bytes (multi-byte characters count as their UTF-8 bytes)', () => {
    // 70 four-byte characters: a name of 280 bytes makes the whole 344 bytes
    const error = refusal({ ...SHOP, name: '🌹'.repeat(70) });
    expect(error.field).toBe('payload');
    expect(error.message).toContain('331');
  });
});

describe('bank codes and structured communications', () => {
  it('checks IBANs (mod 97), BICs, and reads a structured communication either way', () => {
    expect(isValidIban(compactBankCode('be83 3630 1234 5615'))).toBe(true);
    expect(isValidIban('BE83363012345616')).toBe(false);
    expect(isValidBic('BBRUBEBB')).toBe(true);
    expect(isValidBic('BBRUBEB')).toBe(false);
    expect(structuredCommunicationDigits('+++000/0000/04242+++')).toBe('000000004242');
    expect(structuredCommunicationDigits('000000004242')).toBe('000000004242');
    expect(() => structuredCommunicationDigits('+++000/0000/04241+++')).toThrow(RangeError);
  });
});

describe('drawn QR code', () => {
  const payload = epcQrPayload(SHOP);

  it('decodes back to the exact payload from the PNG', async () => {
    expect(await decodeQr(await qrPng(payload))).toBe(payload);
  });

  it('decodes back to the exact payload from the SVG, with its quiet zone and label', async () => {
    const drawing = qrDrawing(payload);
    const svg = qrSvg(drawing, 'QR code', 200);
    expect(svg).toContain('role="img" aria-label="QR code"');
    expect(drawing.path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}h7`)).toBe(true); // the top-left finder pattern
    expect(await decodeQr(svg)).toBe(payload);
  });

  it('refuses a code above the version the EPC standard allows', () => {
    expect(() => qrDrawing('x'.repeat(400), { maxVersion: 13 })).toThrow(/version/);
  });
});
