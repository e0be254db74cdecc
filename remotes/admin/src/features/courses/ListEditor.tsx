import type { ReactNode } from "react";

interface Props<T> {
  /** Names an item in button labels, e.g. "Module". */
  noun: string;
  /** Tells nested lists apart for screen readers, e.g. "of module 2". */
  scope?: string;
  items: T[];
  onChange: (items: T[]) => void;
  blank: () => T;
  renderItem: (item: T, update: (next: T) => void, index: number) => ReactNode;
  legend: string;
}

/** Moves an item one place up (-1) or down (+1); a pure helper for the list editors. */
export function move<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const next = items.slice();
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A structured list field: add, remove and reorder items, each edited by `renderItem`. */
export function ListEditor<T>({ noun, scope, items, onChange, blank, renderItem, legend }: Props<T>) {
  const of = scope ? ` ${scope}` : "";
  const set = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  return (
    <fieldset className="adm-list">
      <legend>{legend}</legend>
      {items.length === 0 ? <p className="adm-muted">None yet.</p> : null}
      <ol>
        {items.map((item, i) => (
          <li key={i} className="adm-list-item">
            <div className="adm-list-body">{renderItem(item, (next) => set(i, next), i)}</div>
            <div className="adm-list-actions">
              <button
                type="button"
                className="button"
                aria-label={`Move ${noun} ${i + 1}${of} up`}
                disabled={i === 0}
                onClick={() => onChange(move(items, i, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button"
                aria-label={`Move ${noun} ${i + 1}${of} down`}
                disabled={i === items.length - 1}
                onClick={() => onChange(move(items, i, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button"
                aria-label={`Remove ${noun} ${i + 1}${of}`}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button" aria-label={`Add ${noun}${of}`} onClick={() => onChange([...items, blank()])}>
        Add {noun}
      </button>
    </fieldset>
  );
}

/** A labelled text input inside a list item (Field's label wiring, compact). */
export function ItemInput(
  { label, value, onChange, multiline }: { label: string; value: string; onChange: (v: string) => void; multiline?: boolean },
) {
  return (
    <label className="adm-item-input">
      <span>{label}</span>
      {multiline
        ? <textarea value={value} rows={2} onChange={(e) => onChange(e.target.value)} />
        : <input value={value} onChange={(e) => onChange(e.target.value)} />}
    </label>
  );
}
