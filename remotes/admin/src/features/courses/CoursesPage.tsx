import { api, queries, uploadUrl } from "@institute/api-client";
import type { Course } from "@institute/schemas";
import { toast } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { scrollToTop, serverError, useDelete, useLoadError } from "../shared/hooks";
import { CourseForm } from "./CourseForm";
import { courseForm, type CourseDraft } from "./draft";

/** /admin/courses: the course editor and the table of courses. */
export function CoursesPage() {
  const client = useQueryClient();
  const courses = useQuery(queries.courses.all());
  useLoadError(courses.error, "Failed to load courses");
  const [editing, setEditing] = useState<Course | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const del = useDelete(queries.courses.key, api.courses.remove, { title: "Delete this course?", done: "Course deleted", failed: "Delete failed" });

  async function save(draft: CourseDraft, image: File | undefined): Promise<boolean> {
    const form = courseForm(draft, image, editing?.image ?? null);
    try {
      const answer = editing ? await api.courses.update(editing.id, form, setProgress) : await api.courses.add(form, setProgress);
      toast.success(answer?.message || "Saved successfully");
      setEditing(null);
      await client.invalidateQueries({ queryKey: queries.courses.key });
      return true;
    } catch (error) {
      toast.error(serverError(error, "Save failed"));
      return false;
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="adm-courses-title">
      <h1 id="adm-courses-title">Manage Courses</h1>
      <CourseForm editing={editing} progress={progress} onSubmit={save} onReset={() => setEditing(null)} />
      <h2>All courses</h2>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr><th scope="col">Title</th><th scope="col">Category</th><th scope="col">Duration</th><th scope="col">Mode</th><th scope="col">Image</th><th scope="col">Actions</th></tr>
          </thead>
          <tbody>
            {courses.isPending ? <tr><td colSpan={6}>Loading courses...</td></tr> : null}
            {courses.data?.length === 0 ? <tr><td colSpan={6}>No courses found.</td></tr> : null}
            {courses.data?.map((c) => (
              <tr key={c.id}>
                <td>{c.title}</td>
                <td>{c.category}</td>
                <td>{c.duration}</td>
                <td>{c.mode}</td>
                <td>{c.image ? <img src={uploadUrl("courses", c.image)} alt={c.title} width={64} height={40} loading="lazy" className="adm-thumb" /> : null}</td>
                <td className="adm-row-actions">
                  <button type="button" className="button" aria-label={`Edit ${c.title}`} onClick={() => {
                    setEditing(c);
                    scrollToTop();
                  }}>Edit</button>
                  <button type="button" className="button button-danger" aria-label={`Delete ${c.title}`} onClick={() => del.remove(c.id, c.title)}>Delete</button>
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
