import { api, queries } from "@institute/api-client";
import { type SortColumn, type Student, STUDENT_STATUS_LABELS, STUDENT_STATUSES, type StudentListQuery } from "@institute/schemas";
import { toast } from "@institute/ui";
import { useQueryClient } from "@tanstack/react-query";
import { createdColumn, personColumns } from "../../shared/columns";
import { DeleteButton } from "../../shared/EditDeleteButtons";
import { ExportButton } from "../../shared/ExportButton";
import { useDelete } from "../../shared/hooks";
import type { Column } from "../../shared/RecordTable";
import { CourseFilter, ListFilter } from "../../shared/ListFilter";
import { serverError } from "../../shared/hooks";
import { EditStudentDialog } from "./EditStudentDialog";
import { ServerTable } from "../../shared/ServerTable";
import { ResetLinkDialog } from "./ResetLinkDialog";

const COLUMNS: Column<Student, SortColumn<StudentListQuery>>[] = [
  ...personColumns<Student>(),
  { header: "Course", text: (s) => s.course, sort: "course" },
  { header: "Status", text: (s) => STUDENT_STATUS_LABELS[s.status] },
  createdColumn("Registered"),
];

const FILTERS = ["course_id", "status"];
const STATUS_OPTIONS = STUDENT_STATUSES.map((status) => ({ value: status, label: STUDENT_STATUS_LABELS[status] }));

/**
 * /admin/students: registered students with their course and status, and their spreadsheet export,
 * of what the list selects. A registration waiting for approval is approved from its row.
 */
export function StudentsPage() {
  const client = useQueryClient();
  const del = useDelete(queries.students.key, api.students.remove, "student", { done: "Student deleted", failed: "Delete failed" });
  async function approve(student: Student) {
    try {
      await api.students.edit({ params: { id: student.id }, json: { status: "active" } });
      toast.success(`${student.name} approved: the course's files are open to them`);
    } catch (error) {
      toast.error(serverError(error, "Could not approve the student"));
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: queries.students.key }),
      client.invalidateQueries({ queryKey: queries.stats.key }),
    ]);
  }
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
        toolbar={(state, refine) => (
          <>
            <CourseFilter state={state} refine={refine} />
            <ListFilter label="Status" name="status" all="All statuses" options={STATUS_OPTIONS} state={state} refine={refine} />
          </>
        )}
        actions={(s) => (
          <>
            {s.status === "pending" && (
              <button
                type="button"
                className="button button-primary"
                aria-label={`Approve ${s.name}`}
                onClick={() => approve(s)}
              >
                Approve
              </button>
            )}
            <EditStudentDialog student={s} />
            <ResetLinkDialog student={s} />
            <DeleteButton label={`Delete student ${s.name}`} onClick={() => del.remove(s.id, s.name)} />
          </>
        )}
      />
      {del.dialog}
    </section>
  );
}
