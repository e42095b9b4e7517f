// Belgian enterprise and VAT numbers: ten digits starting with 0 or 1, the last two = 97 - (the first
// eight mod 97); the admin form and the server apply the same rule; and the publish state a row of
// public.storefront_publish_state stands for.
import { describe, expect, it } from 'vitest';
import { checkSellerIdentity } from '../../src/admin/screens/settings/seller-identity-check.ts';
import {
  companyNumberDigits,
  companyNumberProblem,
  formatEnterpriseNumber,
  formatVatNumber,
} from '../../src/domain/seller/belgian-company-number.ts';
import { publishStateOf, type PublishStateRow } from '../../src/server/publishing/publish-state.ts';

describe('Belgian enterprise number check digits', () => {
  it('accepts numbers whose last two digits are 97 - (first eight mod 97)', () => {
    for (const valid of ['0123456749', '0456789133', '0791234542', '0876543270', '1000001209']) {
      expect(companyNumberProblem(valid), valid).toBeNull();
      // the check itself, written out: 97 - (01234567 mod 97) = 49
      expect(97 - (Number(valid.slice(0, 8)) % 97)).toBe(Number(valid.slice(8)));
    }
  });

  it('refuses a wrong check digit, and any other shape', () => {
    expect(companyNumberProblem('0123456748')).toBe('checkDigits');
    expect(companyNumberProblem('0456789134')).toBe('checkDigits');
    expect(companyNumberProblem('2123456749')).toBe('format'); // starts with 2
    expect(companyNumberProblem('012345674')).toBe('format'); // 9 digits
    expect(companyNumberProblem('01234567490')).toBe('format'); // 11 digits
    expect(companyNumberProblem('0123A56749')).toBe('format');
  });

  it('reads the number however it is typed and writes it the official ways', () => {
    for (const typed of ['0123.456.749', ' 0123 456 749 ', 'BE0123456749', 'be 0123.456.749', '0123-456-749']) {
      expect(companyNumberDigits(typed), typed).toBe('0123456749');
    }
    expect(formatEnterpriseNumber('0123456749')).toBe('0123.456.749');
    expect(formatVatNumber('0123456749')).toBe('BE0123456749');
  });
});

describe('the settings form checks the seller identity before sending', () => {
  it('names the field and the problem', () => {
    expect(checkSellerIdentity({ enterprise_number: '0123.456.748', vat_number: '' })).toEqual({
      enterprise_number: {
        message: 'settings.companyNumberCheckDigits',
        field: 'settings.enterpriseNumber',
        example: '0123.456.749',
      },
    });
    expect(checkSellerIdentity({ enterprise_number: '', vat_number: 'BE123' })).toEqual({
      vat_number: { message: 'settings.companyNumberFormat', field: 'settings.vatNumber', example: 'BE0123456749' },
    });
    expect(checkSellerIdentity({ enterprise_number: '0456.789.133', vat_number: 'BE0123456749' })).toEqual({
      vat_number: { message: 'settings.vatMismatch', field: 'settings.vatNumber' },
    });
  });

  it('lets valid, matching or empty numbers through', () => {
    expect(checkSellerIdentity({ enterprise_number: '0456.789.133', vat_number: 'BE 0456 789 133' })).toEqual({});
    expect(checkSellerIdentity({ enterprise_number: '0456789133', vat_number: '' })).toEqual({});
    expect(checkSellerIdentity({ enterprise_number: '', vat_number: '' })).toEqual({});
  });
});

describe('publish state of a row', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, s));
  const row = (r: Partial<PublishStateRow>): PublishStateRow => ({
    last_change_at: null,
    build_requested_at: null,
    build_started_at: null,
    build_failed_at: null,
    live_at: null,
    live_covers_until: null,
    ...r,
  });

  it('is live when nothing changed, or once a live build covers the latest change', () => {
    expect(publishStateOf(undefined).state).toBe('live');
    expect(publishStateOf(row({})).state).toBe('live');
    expect(
      publishStateOf(
        row({ last_change_at: at(10), build_started_at: at(11), live_at: at(30), live_covers_until: at(11) }),
      ),
    ).toEqual({
      state: 'live',
      last_change_at: at(10).toISOString(),
      build_started_at: at(11).toISOString(),
      live_at: at(30).toISOString(),
    });
  });

  it('is pending while no build has started since the change, building once one has', () => {
    expect(publishStateOf(row({ last_change_at: at(10) })).state).toBe('pending');
    expect(publishStateOf(row({ last_change_at: at(10), build_requested_at: at(10) })).state).toBe('pending');
    expect(
      publishStateOf(row({ last_change_at: at(10), build_started_at: at(5), live_covers_until: at(5) })).state,
    ).toBe('pending');
    expect(publishStateOf(row({ last_change_at: at(10), build_started_at: at(12) })).state).toBe('building');
    // a change during the build: that build will not show it
    expect(publishStateOf(row({ last_change_at: at(20), build_started_at: at(12) })).state).toBe('pending');
    // ... even one saved in the same millisecond as the build started, a microsecond later
    const started = '2026-11-25T12:00:12.345600Z';
    const change = '2026-11-25T12:00:12.345601Z';
    expect(
      publishStateOf(row({ last_change_at: change, build_started_at: started, live_covers_until: started })).state,
    ).toBe('pending');
    expect(
      publishStateOf(row({ last_change_at: started, build_started_at: change, live_covers_until: change })).state,
    ).toBe('live');
  });

  it('is failed when the build started after the change failed, building again on the next try', () => {
    expect(
      publishStateOf(row({ last_change_at: at(10), build_started_at: at(12), build_failed_at: at(40) })).state,
    ).toBe('failed');
    expect(
      publishStateOf(row({ last_change_at: at(10), build_started_at: at(43), build_failed_at: at(40) })).state,
    ).toBe('building');
  });
});
