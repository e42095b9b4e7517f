// CSV files for Belgian spreadsheets: Excel and LibreOffice in a Belgian (or French, Dutch) locale
// split columns on semicolons and read decimal commas, and take a file as UTF-8 only with a byte
// order mark (without it the accents come out wrong; with commas everything lands in one column).
// CRLF line ends, RFC 4180 quoting (a name may hold a semicolon or a quote).

/** Cents as euros with a decimal comma and no thousands separator: 123456 -> '1234,56'. */
export function euros(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a percentage with a decimal comma: 2100 -> '21', 550 -> '5,5'. */
export function percent(basisPoints: number): string {
  return String(basisPoints / 100).replace('.', ',');
}

function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvFile(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
