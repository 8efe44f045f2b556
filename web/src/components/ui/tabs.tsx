import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem<T extends string> = { id: T; label: string; panel: ReactNode };

type TabsProps<T extends string> = {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order (roving tabindex),
 * Left/Right arrows move between tabs (wrapping), Home/End go to the first/last; moving
 * selects. Only the selected panel's content is rendered; the panel is focusable.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function select(index: number) {
    const count = tabs.length;
    const next = tabs[(index + count) % count];
    if (!next) return;
    onChange(next.id);
    tabRefs.current[(index + count) % count]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== value}
          className={styles.panel}
        >
          {tab.id === value ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
