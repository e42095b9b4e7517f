// A row of tabs (WAI-ARIA tabs): the selected one is in the tab order and names the panel it shows;
// the arrow keys move to the next or previous tab (round the row) and select it.
import type { ReactNode } from 'react';

interface Props<T extends string> {
  tabs: readonly { id: T; label: ReactNode }[];
  selected: T;
  onSelect: (id: T) => void;
  /** The accessible name of the row. */
  label: string;
  /** Each tab's element id is `${idPrefix}-${id}`. */
  idPrefix: string;
  /** The id of the panel a tab shows. */
  panelId: (id: T) => string;
  className?: string;
}

export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  panelId,
  className = 'tabs',
}: Props<T>) {
  const step = (index: number, by: number) => {
    const next = tabs[(index + by + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(`${idPrefix}-${next.id}`)?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={`${idPrefix}-${tab.id}`}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={selected === tab.id}
          aria-controls={selected === tab.id ? panelId(tab.id) : undefined}
          tabIndex={selected === tab.id ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(index, 1);
            if (event.key === 'ArrowLeft') step(index, -1);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
