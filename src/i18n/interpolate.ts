// The one way the shop fills a message's placeholders, on the server and in the browser: i18next's own
// syntax ({{name}}, spaces allowed), so a marketer's message reads the same in the JSON files, in the
// storefront's islands, in the admin and in the e-mails. A placeholder with no value stays visible
// (`{{name}}`): a missing value is a bug to see, not a blank to guess at.

export type Placeholders = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function interpolate(template: string, values: Placeholders): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
