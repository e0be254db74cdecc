import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** An item's name: its handle's label, and what a screen reader hears as it moves. */
  name: (item: T) => string;
  /** The items' ids in their new order, once one is dropped elsewhere. */
  onOrder: (ids: number[]) => void;
  className: string;
  itemClassName?: string;
  /** An item's content; `handle` is the button that moves it (by pointer, or Space and the arrow keys). */
  children: (item: T, handle: ReactNode) => ReactNode;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: "To move this item, press Space, then the arrow keys to choose its place, Space to drop it there or Escape to put it back.",
};

/**
 * A list the office puts in order by dragging an item's handle, or from the keyboard (dnd-kit,
 * whose keyboard sensor and live announcements make it usable without a pointer).
 */
export function SortableList<T extends { id: number }>({ items, name, onOrder, className, itemClassName, children }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const named = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? name(item) : "The item";
  };
  const place = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${named(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${named(active.id)} would move to ${place(over.id)}.` : `${named(active.id)} is over no place.`,
    onDragEnd: ({ active, over }) => over ? `${named(active.id)} dropped at ${place(over.id)}.` : `${named(active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${named(active.id)} is back at ${place(active.id)}.`,
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className={className}>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} label={`Move ${name(item)}`} className={itemClassName}>
              {(handle) => children(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem(
  { id, label, className, children }: { id: number; label: string; className?: string; children: (handle: ReactNode) => ReactNode },
) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="adm-drag-handle"
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={[className, isDragging ? "adm-dragging" : ""].filter(Boolean).join(" ") || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
