import type thankyou from '../../i18n/messages/fr/thankyou.json';

export type ThankYouMessages = typeof thankyou;
