import { describe, expect, it } from 'vitest';
import { CARRIERS, safeTrackingUrl, trackingUrl, type TrackingTarget } from '../../../src/domain/shipping/carriers.ts';

const target = (over: Partial<TrackingTarget>): TrackingTarget => ({
  carrier: 'bpost',
  trackingNumber: '3SABCD0123456',
  postalCode: '1000',
  country: 'BE',
  language: 'fr',
  ...over,
});

describe('carrier tracking links', () => {
  it('bpost: the item code, the language and the postcode', () => {
    expect(trackingUrl(target({ trackingNumber: ' 3232 1234 5678 ', language: 'nl' }))).toBe(
      'https://track.bpost.cloud/btr/web/#/search?itemCode=323212345678&lang=nl&postalCode=1000',
    );
  });

  it('PostNL: barcode-COUNTRY-POSTCODE, the postcode without its space', () => {
    expect(trackingUrl(target({ carrier: 'postnl', country: 'NL', postalCode: '1012 ab' }))).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD0123456-NL-1012AB',
    );
  });

  it('PostNL to the United Kingdom uses the ISO code GB', () => {
    expect(trackingUrl(target({ carrier: 'postnl', country: 'UK', postalCode: 'SW1A 1AA' }))).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD0123456-GB-SW1A1AA',
    );
  });

  it('DHL Parcel, DPD and GLS: by number, in the reader language where the page has one', () => {
    expect(trackingUrl(target({ carrier: 'dhl-parcel', trackingNumber: 'JVGL0123456789', language: 'en' }))).toBe(
      'https://www.dhl.com/be-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JVGL0123456789',
    );
    expect(trackingUrl(target({ carrier: 'dpd', trackingNumber: '0123 4567 8901 23' }))).toBe(
      'https://tracking.dpd.de/status/fr_FR/parcel/01234567890123',
    );
    expect(trackingUrl(target({ carrier: 'gls', trackingNumber: 'ZX12AB34' }))).toBe(
      'https://gls-group.com/BE/en/parcel-tracking?match=ZX12AB34',
    );
  });

  it('never lets a number change the address it is put into', () => {
    const url = trackingUrl(target({ carrier: 'dpd', trackingNumber: '12/../../evil?x=<script>' }));
    expect(url).toBe('https://tracking.dpd.de/status/fr_FR/parcel/12EVILXSCRIPT');
  });

  it('other: the owner address, https only', () => {
    expect(trackingUrl(target({ carrier: 'other', trackingUrl: 'https://track.example.com/p/42' }))).toBe(
      'https://track.example.com/p/42',
    );
    expect(trackingUrl(target({ carrier: 'other', trackingUrl: 'http://track.example.com/p/42' }))).toBeNull();
    expect(safeTrackingUrl('javascript:alert(1)')).toBeNull();
    expect(safeTrackingUrl('')).toBeNull();
  });

  it('every carrier but other builds an https link', () => {
    for (const carrier of CARRIERS.filter((c) => c !== 'other')) {
      expect(trackingUrl(target({ carrier }))).toMatch(/^https:\/\//);
    }
  });
});
