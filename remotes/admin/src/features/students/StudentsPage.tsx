import { api, queries } from "@institute/api-client";
import type { Student } from "@institute/schemas";
import { useQuery } from "@tanstack/react-query";
import { useDelete, useLoadError } from "../../shared/hooks";
import { personColumns } from "../../shared/columns";
import { type Column, DataTable, when } from "../../shared/DataTable";
import { DeleteButton } from "../../shared/EditDeleteButtons";

const COLUMNS: Column<Student>[] = [
  ...personColumns<Student>(),
  { header: "Course", text: (s) => s.course },
  { header: "Registered", text: (s) => when(s.created_at) },
];

/** /admin/students: registered students with their course. */
export function StudentsPage() {
  const students = useQuery(queries.students.all());
  useLoadError(students.error, "Failed to load students");
  const del = useDelete(queries.students.key, api.students.remove, "student", { done: "Student deleted", failed: "Delete failed" });
  return (
    <section aria-labelledby="adm-students-title">
      <h1 id="adm-students-title">Students</h1>
      <DataTable
        caption="Students"
        list={students}
        columns={COLUMNS}
        empty="No students found"
        actions={(s) => <DeleteButton label={`Delete student ${s.name}`} onClick={() => del.remove(s.id, s.name)} />}
      />
      {del.dialog}
    </section>
  );
}
