import { api, queries, uploadUrl } from "@institute/api-client";
import type { Course } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { EditDeleteButtons } from "../../shared/EditDeleteButtons";
import { useDelete, useLoadError } from "../../shared/hooks";
import { type Column, ListTable } from "../../shared/RecordTable";
import { useEditing } from "../../shared/use-editing";
import { CourseForm } from "./CourseForm";

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

/** /admin/courses: the course editor and the table of courses. */
export function CoursesPage() {
  const courses = useQuery(queries.courses.all());
  useLoadError(courses.error, "Failed to load courses");
  const form = useEditing<Course>();
  const del = useDelete(queries.courses.key, api.courses.remove, "course", { done: "Course deleted", failed: "Delete failed" });

  return (
    <section aria-labelledby="adm-courses-title">
      <h1 id="adm-courses-title">Manage Courses</h1>
      <CourseForm key={form.key} {...form.props} />
      <h2>All courses</h2>
      <ListTable
        caption="Courses"
        list={courses}
        loading="Loading courses..."
        empty="No courses found."
        columns={COLUMNS}
        actions={(c) => <EditDeleteButtons name={c.title} onEdit={() => form.edit(c)} onDelete={() => del.remove(c.id, c.title)} />}
      />
      {del.dialog}
    </section>
  );
}
