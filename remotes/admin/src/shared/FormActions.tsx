/** An add/edit form's buttons: the submit names what it does, Cancel leaves an edit unsaved. */
export function FormActions(
  { editing, addLabel, busy, onCancel }: { editing: boolean; addLabel: string; busy: boolean; onCancel: () => void },
) {
  return (
    <div className="adm-actions">
      <button type="submit" className="button button-primary" disabled={busy}>{editing ? "Update" : addLabel}</button>
      {editing ? <button type="button" className="button" onClick={onCancel}>Cancel</button> : null}
    </div>
  );
}
