/** Scrolls to the top of the page so an edited record's form is in view. */
const scrollToTop = () => window.scrollTo({ top: 0, behavior: "smooth" });

/** A listed record's Delete; `label` names the record for screen readers. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <button type="button" className="button button-danger" aria-label={label} onClick={onClick}>Delete</button>;
}

/** A listed record's Edit and Delete, named after it for screen readers; Edit brings its form into view. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={`Edit ${name}`}
        onClick={() => {
          onEdit();
          scrollToTop();
        }}
      >
        Edit
      </button>
      <DeleteButton label={`Delete ${name}`} onClick={onDelete} />
    </>
  );
}
