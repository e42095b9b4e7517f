// Takes the owner to a field in error: scrolled into the middle of the screen (a long form's field
// can be far below the save button) and focused, so its message under it is read out too.
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
