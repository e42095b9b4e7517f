// A postal address written the way its country writes it, for every place a person reads one (the
// thank-you page, the checkout's review, the e-mails, the invoice, the back-office). Belgium, France,
// Germany and the Netherlands put the postcode before the town on one line ("1000 Bruxelles"); the
// United Kingdom puts the town, then the postcode on a line of its own (Royal Mail's addressing rules).
// The country's name is the caller's (it is in the reader's language).

export interface PostalAddress {
  address: string;
  postalCode: string;
  city: string;
  /** A shipping country code ('UK', not 'GB'); any other value is written the continental way. */
  country: string;
}

/** The street line, then the town and postcode lines in the country's order. */
export function postalAddressLines({ address, postalCode, city, country }: PostalAddress): string[] {
  const lines = country === 'UK' ? [address, city, postalCode] : [address, `${postalCode} ${city}`];
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** The same on one line (a card, a table cell): its lines joined by commas. */
export function postalAddressLine(address: PostalAddress): string {
  return postalAddressLines(address).join(', ');
}
