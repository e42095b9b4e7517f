// Olfactive notes are free text; written as 'Top: a, b · Heart: c · Base: d' they read as a pyramid.
export interface NoteTier {
  label: string | null;
  notes: string;
}

export function parseOlfactiveNotes(text: string | null | undefined): NoteTier[] {
  if (!text || !text.trim()) return [];
  return text
    .split(/\s*[·\n]\s*/)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const [, label, notes] = /^([^:]{1,24}?)\s*:\s*(.+)$/.exec(part.trim()) ?? [];
      return label !== undefined && notes !== undefined
        ? { label: label.trim(), notes: notes.trim() }
        : { label: null, notes: part.trim() };
    });
}
