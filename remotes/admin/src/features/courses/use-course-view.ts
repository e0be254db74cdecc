import { useNavigate, useSearch } from "@tanstack/react-router";

/** Which view of /admin/courses is open: the list, a new course, or the course of an id. */
export type CourseView = { kind: "list" } | { kind: "new" } | { kind: "edit"; id: number };

/**
 * The courses page's view in the address (`?edit=new`, `?edit=12`): the editor is a view of its
 * own, so Back returns to the list and a reload keeps the course open.
 */
export function useCourseView() {
  const navigate = useNavigate();
  const edit = useSearch({ strict: false, select: (search: { edit?: unknown }) => String(search.edit ?? "") });
  const id = Number(edit);
  const view: CourseView = edit === "new" ? { kind: "new" } : Number.isInteger(id) && id > 0 ? { kind: "edit", id } : { kind: "list" };
  // A number stays a number: the router writes a string of digits as JSON ("%225%22").
  const go = (edit: "new" | number | undefined) => {
    void navigate({ to: ".", search: edit === undefined ? {} : { edit } });
    window.scrollTo({ top: 0 });
  };
  return {
    view,
    showList: () => go(undefined),
    add: () => go("new"),
    edit: (id: number) => go(id),
  };
}
