// `{{name}}` placeholders of the message files (i18next syntax), filled in the islands without
// shipping i18next to the browser: the Astro page passes the strings as props.
export function fill(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
