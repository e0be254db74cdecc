import { api, queries } from "@institute/api-client";
import type { Student } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { useDelete, useLoadError } from "../../shared/hooks";
import { type Column, DataTable, when } from "../../shared/DataTable";

const COLUMNS: Column<Student>[] = [
  { header: "Name", text: (s) => s.name },
  { header: "Email", text: (s) => s.email },
  { header: "Mobile", text: (s) => s.mobile },
  { header: "Course", text: (s) => s.course },
  { header: "Registered", text: (s) => when(s.created_at) },
];

/** /admin/students: registered students with their course. */
export function StudentsPage() {
  const students = useQuery(queries.students.all());
  useLoadError(students.error, "Failed to load students");
  const del = useDelete(queries.students.key, (id: number) => api.students.remove({ params: { id } }), {
    title: "Delete this student?",
    done: "Student deleted",
    failed: "Delete failed",
  });
  return (
    <section aria-labelledby="adm-students-title">
      <h1 id="adm-students-title">Students</h1>
      <DataTable
        caption="Students"
        rows={students.data}
        loading={students.isPending}
        columns={COLUMNS}
        rowKey={(s) => s.id}
        empty="No students found"
        actions={(s) => (
          <button
            type="button"
            className="button button-danger"
            aria-label={`Delete student ${s.name}`}
            onClick={() => del.remove(s.id, s.name)}
          >
            Delete
          </button>
        )}
      />
      {del.dialog}
    </section>
  );
}
