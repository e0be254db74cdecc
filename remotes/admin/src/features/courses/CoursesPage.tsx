import { api, queries, uploadUrl } from "@institute/api-client";
import type { Course } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EditDeleteButtons } from "../../shared/EditDeleteButtons";
import { serverError, useDelete, useLoadError, useUpload } from "../../shared/hooks";
import { CourseForm } from "./CourseForm";
import { type CourseDraft, courseForm } from "./draft";

/** /admin/courses: the course editor and the table of courses. */
export function CoursesPage() {
  const courses = useQuery(queries.courses.all());
  useLoadError(courses.error, "Failed to load courses");
  const [editing, setEditing] = useState<Course | null>(null);
  const { upload, progress } = useUpload(queries.courses.key);
  const del = useDelete(queries.courses.key, (id: number) => api.courses.remove({ params: { id } }), {
    title: "Delete this course?",
    done: "Course deleted",
    failed: "Delete failed",
  });

  async function save(draft: CourseDraft, image: File | undefined): Promise<boolean> {
    const form = courseForm(draft, image, editing?.image ?? null);
    const saved = await upload(
      (
        onProgress,
      ) => (editing ? api.courses.update({ params: { id: editing.id }, form, onProgress }) : api.courses.add({ form, onProgress })),
      {
        done: (answer) => answer?.message || "Saved successfully",
        failed: (error) => serverError(error, "Save failed"),
      },
    );
    if (saved) setEditing(null);
    return saved;
  }

  return (
    <section aria-labelledby="adm-courses-title">
      <h1 id="adm-courses-title">Manage Courses</h1>
      <CourseForm editing={editing} progress={progress} onSubmit={save} onReset={() => setEditing(null)} />
      <h2>All courses</h2>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Duration</th>
              <th scope="col">Mode</th>
              <th scope="col">Image</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {courses.isPending
              ? (
                <tr>
                  <td colSpan={6}>Loading courses...</td>
                </tr>
              )
              : null}
            {courses.data?.length === 0
              ? (
                <tr>
                  <td colSpan={6}>No courses found.</td>
                </tr>
              )
              : null}
            {courses.data?.map((c) => (
              <tr key={c.id}>
                <td>{c.title}</td>
                <td>{c.category}</td>
                <td>{c.duration}</td>
                <td>{c.mode}</td>
                <td>
                  {c.image
                    ? <img src={uploadUrl("courses", c.image)} alt={c.title} width={64} height={40} loading="lazy" className="adm-thumb" />
                    : null}
                </td>
                <td className="adm-row-actions">
                  <EditDeleteButtons name={c.title} onEdit={() => setEditing(c)} onDelete={() => del.remove(c.id, c.title)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {del.dialog}
    </section>
  );
}
