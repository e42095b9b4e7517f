// What went wrong for a whole form or panel (not one field: that is FormField's error), announced as it
// appears; nothing while there is none.
export function FormError({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className="form__error" role="alert">
      {error}
    </p>
  ) : null;
}
