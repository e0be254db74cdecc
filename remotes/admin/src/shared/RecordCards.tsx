import type { ReactNode } from "react";
import { EditDeleteButtons } from "./EditDeleteButtons";
import { QueryList, type QueryListProps } from "./QueryList";

interface RecordCardsProps<T> extends Omit<QueryListProps<T>, "children"> {
  /** Names a record in its buttons' accessible names and in the delete's confirmation. */
  name: (row: T) => string;
  onEdit: (row: T) => void;
  /** The page's delete (useDelete): asks, deletes, reports. */
  del: { remove: (id: number, what: string) => unknown };
  /** A card's content above its Edit and Delete. */
  children: (row: T) => ReactNode;
}

/** A list query's records as a grid of cards, each ending in its Edit and Delete. */
export function RecordCards<T extends { id: number }>({ name, onEdit, del, children, ...list }: RecordCardsProps<T>) {
  return (
    <QueryList {...list}>
      {(rows) => (
        <ul className="adm-card-grid">
          {rows.map((row) => (
            <li key={row.id} className="adm-item-card">
              {children(row)}
              <div className="adm-actions">
                <EditDeleteButtons name={name(row)} onEdit={() => onEdit(row)} onDelete={() => del.remove(row.id, name(row))} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}
