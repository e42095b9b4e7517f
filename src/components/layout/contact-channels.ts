// The house's ways to be reached, from the settings, in the order the footer and the contact page list
// them; the ones not set are left out. A phone number is dialled without its spaces and dots.
import type { StorefrontSettings } from '../../server/storefront/storefront-settings.ts';

export type ChannelKind = 'phone' | 'email' | 'whatsapp' | 'instagram';

export interface ContactChannel {
  kind: ChannelKind;
  icon: 'phone' | 'mail' | 'whatsapp' | 'instagram';
  href: string;
  /** The number or the address; empty for the social pages (their link says where it goes). */
  value: string;
}

type ChannelSettings = Pick<StorefrontSettings, 'contactPhone' | 'contactEmail' | 'whatsappUrl' | 'instagramUrl'>;

export function contactChannels(settings: ChannelSettings): ContactChannel[] {
  const phone = settings.contactPhone;
  const all: (ContactChannel | null)[] = [
    phone ? { kind: 'phone', icon: 'phone', href: `tel:${phone.replace(/[^+\d]/g, '')}`, value: phone } : null,
    settings.contactEmail
      ? { kind: 'email', icon: 'mail', href: `mailto:${settings.contactEmail}`, value: settings.contactEmail }
      : null,
    settings.whatsappUrl ? { kind: 'whatsapp', icon: 'whatsapp', href: settings.whatsappUrl, value: '' } : null,
    settings.instagramUrl ? { kind: 'instagram', icon: 'instagram', href: settings.instagramUrl, value: '' } : null,
  ];
  return all.filter((channel) => channel !== null);
}

/** The social pages (WhatsApp, Instagram): opened in a new window. */
export const isSocial = (channel: ContactChannel) => channel.kind === 'whatsapp' || channel.kind === 'instagram';
