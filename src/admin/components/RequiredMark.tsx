/** The asterisk of a required field: visual only, the input carries `required` for assistive technology. */
export function RequiredMark({ when = true }: { when?: boolean }) {
  return when ? (
    <span className="req" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

/** A field's label with its asterisk when the field is required. */
export function Required({ label, when = true }: { label: string; when?: boolean }) {
  return (
    <>
      {label}
      <RequiredMark when={when} />
    </>
  );
}
