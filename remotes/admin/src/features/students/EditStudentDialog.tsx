import { api, ApiError, queries } from "@institute/api-client";
import { type Student, STUDENT_STATUS_LABELS, STUDENT_STATUSES, StudentEdit, typedMobile } from "@institute/schemas";
import { Field, toast, useSchemaForm } from "@institute/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverError } from "../../shared/hooks";

/** The dialog's form, filled from the student as listed; a new opening starts it again. */
function EditStudentForm({ student, onSaved }: { student: Student; onSaved: () => void }) {
  const client = useQueryClient();
  const courses = useQuery(queries.courses.all());
  const form = useSchemaForm(
    StudentEdit,
    { name: student.name, mobile: student.mobile, course_id: String(student.course_id), status: student.status },
    { transform: { mobile: typedMobile } },
  );
  const submit = form.onSubmit(async (edit) => {
    try {
      await api.students.edit({ params: { id: student.id }, json: edit });
      toast.success("Student updated");
      await Promise.all([
        client.invalidateQueries({ queryKey: queries.students.key }),
        client.invalidateQueries({ queryKey: queries.stats.key }),
      ]);
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerIssues(error))) toast.error(serverError(error, "Could not update the student"));
    }
  });
  // The student's course stays a choice while the list loads or if it failed.
  const options = courses.data ?? [{ id: student.course_id, title: student.course }];
  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <Field label="Name" error={form.errors.name} required>{(c) => <input {...c} {...form.bind("name")} />}</Field>
      <Field label="Mobile" error={form.errors.mobile} hint="10 digits" required>
        {(c) => <input {...c} {...form.bind("mobile")} type="tel" inputMode="tel" autoComplete="off" />}
      </Field>
      <Field label="Course" error={form.errors.course_id} hint="A new course logs the student out." required>
        {(c) => (
          <select {...c} {...form.bind("course_id")}>
            {options.map((course) => <option key={course.id} value={course.id}>{course.title}</option>)}
          </select>
        )}
      </Field>
      <Field label="Status" error={form.errors.status} hint="Only an active student sees the course's files." required>
        {(c) => (
          <select {...c} {...form.bind("status")}>
            {STUDENT_STATUSES.map((status) => <option key={status} value={status}>{STUDENT_STATUS_LABELS[status]}</option>)}
          </select>
        )}
      </Field>
      <div className="dialog-actions">
        <button type="submit" className="button button-primary" disabled={form.sending}>{form.sending ? "Saving..." : "Save"}</button>
        <Dialog.Close asChild>
          <button type="button" className="button">Cancel</button>
        </Dialog.Close>
      </div>
    </form>
  );
}

/** A student's "Edit": name, mobile, course and status, as the office changes them. */
export function EditStudentDialog({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button" aria-label={`Edit student ${student.name}`}>Edit</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">Edit {student.name}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            {student.email}. The email stays as registered; the student logs in with it.
          </Dialog.Description>
          {open && <EditStudentForm student={student} onSaved={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
