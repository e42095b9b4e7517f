// A list's column headers: each an admin.json key, right-aligned ('num') or centred where the column
// holds figures or switches; `first` is a leading cell (the "select all" checkbox).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ColumnSpec = string | readonly [key: string, align: 'num' | 'center'];

export function TableHead({ columns, first }: { columns: readonly ColumnSpec[]; first?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {first}
        {columns.map((column) => {
          const [key, align] = typeof column === 'string' ? [column, undefined] : column;
          return (
            <th key={key} scope="col" className={align}>
              {t(key)}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
