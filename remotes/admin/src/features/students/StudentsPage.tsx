import { api, queries } from "@institute/api-client";
import type { SortColumn, Student, StudentListQuery } from "@institute/schemas";
import { toast } from "@institute/ui";
import { createdColumn, personColumns } from "../../shared/columns";
import { DeleteButton } from "../../shared/EditDeleteButtons";
import { ExportButton } from "../../shared/ExportButton";
import { useDelete } from "../../shared/hooks";
import type { Column } from "../../shared/RecordTable";
import { CourseFilter } from "../../shared/ListFilter";
import { ServerTable } from "../../shared/ServerTable";
import { ResetLinkDialog } from "./ResetLinkDialog";

const COLUMNS: Column<Student, SortColumn<StudentListQuery>>[] = [
  ...personColumns<Student>(),
  { header: "Course", text: (s) => s.course, sort: "course" },
  createdColumn("Registered"),
];

const FILTERS = ["course_id"];

/** /admin/students: registered students with their course, and their spreadsheet export, of what the list selects. */
export function StudentsPage() {
  const del = useDelete(queries.students.key, api.students.remove, "student", { done: "Student deleted", failed: "Delete failed" });
  return (
    <section aria-labelledby="adm-students-title">
      <div className="adm-heading-row">
        <h1 id="adm-students-title">Students</h1>
        <ExportButton
          filters={FILTERS}
          download={(query) => api.students.export({ query })}
          filename="students.xlsx"
          report={(message) => toast.error(message)}
        />
      </div>
      <ServerTable
        caption="Students"
        list={{ query: queries.students.page, filters: FILTERS }}
        columns={COLUMNS}
        empty="No students found"
        onLoadError={() => toast.error("Failed to load students")}
        toolbar={(state, refine) => <CourseFilter state={state} refine={refine} />}
        actions={(s) => (
          <>
            <ResetLinkDialog student={s} />
            <DeleteButton label={`Delete student ${s.name}`} onClick={() => del.remove(s.id, s.name)} />
          </>
        )}
      />
      {del.dialog}
    </section>
  );
}
