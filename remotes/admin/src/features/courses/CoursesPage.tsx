import { api, queries, uploadUrl } from "@institute/api-client";
import type { Course } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EditDeleteButtons } from "../../shared/EditDeleteButtons";
import { useDelete, useLoadError } from "../../shared/hooks";
import { Loaded } from "../../shared/QueryList";
import { type Column, ListTable } from "../../shared/RecordTable";
import { CourseForm } from "./CourseForm";
import { useCourseView } from "./use-course-view";

const COLUMNS: Column<Course>[] = [
  { header: "Title", text: (c) => c.title },
  { header: "Category", text: (c) => c.category },
  { header: "Duration", text: (c) => c.duration },
  { header: "Mode", text: (c) => c.mode },
  {
    header: "Image",
    text: () => "",
    render: (c) =>
      c.image
        ? <img src={uploadUrl("courses", c.image)} alt={c.title} width={64} height={40} loading="lazy" className="adm-thumb" />
        : null,
  },
];

/** /admin/courses: the table of courses; the editor opens as a view of its own (`?edit=new`, `?edit=<id>`). */
export function CoursesPage() {
  const courses = useQuery(queries.courses.all());
  useLoadError(courses.error, "Failed to load courses");
  const { view, showList, add, edit } = useCourseView();
  // Reset mounts the form afresh, in add mode.
  const [resets, setResets] = useState(0);
  const del = useDelete(queries.courses.key, api.courses.remove, "course", { done: "Course deleted", failed: "Delete failed" });

  if (view.kind !== "list") {
    const form = (editing: Course | null) => (
      <CourseForm
        key={editing ? `edit-${editing.id}` : `add-${resets}`}
        editing={editing}
        onDone={showList}
        onCancel={() => {
          setResets((n) => n + 1);
          add();
        }}
      />
    );
    return (
      <section aria-labelledby="adm-courses-title">
        <h1 id="adm-courses-title">Manage Courses</h1>
        <p>
          <button type="button" className="button" onClick={showList}>← All courses</button>
        </p>
        {view.kind === "new" ? form(null) : (
          <Loaded query={courses} what="courses">
            {(list) => {
              const editing = list.find((c) => c.id === view.id);
              return editing ? form(editing) : <p role="alert">This course no longer exists.</p>;
            }}
          </Loaded>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="adm-courses-title">
      <h1 id="adm-courses-title">Manage Courses</h1>
      <div className="adm-list-head">
        <h2>All courses</h2>
        <button type="button" className="button button-primary" onClick={add}>New course</button>
      </div>
      <ListTable
        caption="Courses"
        list={courses}
        empty="No courses found."
        columns={COLUMNS}
        actions={(c) => <EditDeleteButtons name={c.title} onEdit={() => edit(c.id)} onDelete={() => del.remove(c.id, c.title)} />}
      />
      {del.dialog}
    </section>
  );
}
