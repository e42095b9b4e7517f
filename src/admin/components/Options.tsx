// The <option>s of a select over a fixed list (statuses, countries, languages...), each worded by
// `labelOf`: the one way the back office turns a vocabulary into choices.
export function Options<T extends string>({
  values,
  labelOf,
}: {
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}
