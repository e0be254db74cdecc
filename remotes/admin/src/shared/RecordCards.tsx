import type { ReactNode } from "react";
import { EditDeleteButtons } from "./EditDeleteButtons";
import { QueryList, type QueryListProps } from "./QueryList";
import { SortableList } from "./SortableList";

interface RecordCardsProps<T> extends Omit<QueryListProps<T>, "children"> {
  /** Names a record in its buttons' accessible names and in the delete's confirmation. */
  name: (row: T) => string;
  onEdit: (row: T) => void;
  /** The page's delete (useDelete): asks, deletes, reports. */
  del: { remove: (id: number, what: string) => unknown };
  /** The save of a new order (useDisplayOrder): each card gets a handle that moves it. */
  onOrder: (ids: number[]) => void;
  /** A card's content above its Edit and Delete. */
  children: (row: T) => ReactNode;
}

/** A list query's records as a grid of cards in the order the office gives them, each ending in its Edit and Delete. */
export function RecordCards<T extends { id: number }>({ name, onEdit, del, onOrder, children, ...list }: RecordCardsProps<T>) {
  return (
    <QueryList {...list}>
      {(rows) => (
        <SortableList items={rows} name={name} onOrder={onOrder} className="adm-card-grid" itemClassName="adm-item-card">
          {(row, handle) => (
            <>
              {handle}
              {children(row)}
              <div className="adm-actions">
                <EditDeleteButtons name={name(row)} onEdit={() => onEdit(row)} onDelete={() => del.remove(row.id, name(row))} />
              </div>
            </>
          )}
        </SortableList>
      )}
    </QueryList>
  );
}
