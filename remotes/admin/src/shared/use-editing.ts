import { useState } from "react";

/**
 * The add/edit state of a console form: the record being edited (null in add mode) and the
 * `key` that mounts the form afresh for each record and after each save or reset, so a form starts from
 * its record's values without an effect copying them in.
 */
export function useEditing<T extends { id: number }>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [rounds, setRounds] = useState(0);
  const props: RecordFormProps<T> = {
    editing,
    onCancel: () => setEditing(null),
    onDone: () => {
      setEditing(null);
      setRounds((n) => n + 1);
    },
  };
  return { key: editing ? `edit-${editing.id}` : `add-${rounds}`, edit: setEditing, props };
}

/** What a console form is given by its page. */
export interface RecordFormProps<T> {
  /** The record being edited, or null in add mode. */
  editing: T | null;
  /** After a save, or to start over: an empty form in add mode. */
  onDone: () => void;
  /** Leaves an edit unsaved. */
  onCancel: () => void;
}
