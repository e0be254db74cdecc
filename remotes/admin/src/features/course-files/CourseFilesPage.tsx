import { api, formBody, queries } from "@institute/api-client";
import {
  CourseFileForm,
  type CourseFileListQuery,
  FILE_TYPES,
  SELECT_COURSE_AND_FILE,
  type SignedCourseFile,
  type SortColumn,
} from "@institute/schemas";
import { Field, FilePicker, toast, useSchemaForm } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DeleteButton } from "../../shared/EditDeleteButtons";
import { ExportButton } from "../../shared/ExportButton";
import { useDelete, useUpload } from "../../shared/hooks";
import { CourseFilter, ListFilter } from "../../shared/ListFilter";
import { LoadFailure } from "../../shared/QueryList";
import type { Column } from "../../shared/RecordTable";
import { ServerTable } from "../../shared/ServerTable";

const COLUMNS: Column<SignedCourseFile, SortColumn<CourseFileListQuery>>[] = [
  { header: "Course", text: (f) => f.course_title, sort: "course_title" },
  { header: "Type", text: (f) => f.type, sort: "type" },
  {
    header: "File",
    sort: "original_name",
    text: (f) => f.original_name,
    render: (f) => <a href={f.url} target="_blank" rel="noopener noreferrer">{f.original_name}</a>,
  },
];

const FILTERS = ["course_id", "type"];

/** /admin/coursefiles: upload a course's PDFs, list them, and export what the list selects. */
export function CourseFilesPage() {
  // An upload starts the form over with the type back to syllabus, keeping the course chosen.
  const [uploads, setUploads] = useState({ count: 0, course: "" });
  const del = useDelete(queries.files.key, api.courseFiles.remove, "file", { done: "File deleted", failed: "Failed to delete file" });

  return (
    <section aria-labelledby="adm-files-title">
      <h1 id="adm-files-title">Course Files</h1>
      <UploadForm
        key={uploads.count}
        course={uploads.course}
        onUploaded={(course) => setUploads((u) => ({ count: u.count + 1, course }))}
      />

      <div className="adm-heading-row">
        <h2>Uploaded files</h2>
        <ExportButton
          filters={FILTERS}
          download={(query) => api.courseFiles.export({ query })}
          filename="course-files.xlsx"
          report={(message) => toast.error(message)}
        />
      </div>
      <ServerTable
        caption="Course files"
        list={{ query: queries.files.page, filters: FILTERS }}
        columns={COLUMNS}
        empty="No files uploaded yet."
        onLoadError={() => toast.error("Failed to load course files")}
        toolbar={(state, refine) => (
          <>
            <CourseFilter label="Filter by course" state={state} refine={refine} />
            <ListFilter
              label="Filter by type"
              name="type"
              all="All types"
              options={FILE_TYPES.map((t) => ({ value: t, label: t }))}
              state={state}
              refine={refine}
            />
          </>
        )}
        actions={(f) => <DeleteButton label={`Delete ${f.original_name}`} onClick={() => del.remove(f.id, f.original_name)} />}
      />
      {del.dialog}
    </section>
  );
}

interface UploadFormProps {
  course: string;
  onUploaded: (course: string) => void;
}

function UploadForm({ course, onUploaded }: UploadFormProps) {
  const courses = useQuery(queries.courses.all());
  const form = useSchemaForm(CourseFileForm, { course_id: course, type: "syllabus" }, { checkOn: "submit" });
  const [file, setFile] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string>();
  const { upload, progress } = useUpload(queries.files.key);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = form.check();
    const picked = file[0];
    // One message for both: under the course when it is missing, else under the file.
    setFileError(!values ? undefined : !picked ? SELECT_COURSE_AND_FILE : isPdf(picked) ? undefined : "Only PDF files are allowed");
    if (!values || !picked || !isPdf(picked)) return;
    const body = formBody({ ...values, file: picked });
    const uploaded = await upload((onProgress) => api.courseFiles.upload({ form: body, onProgress }), {
      done: "File uploaded successfully",
      failed: "File upload failed",
    });
    if (uploaded) onUploaded(String(values.course_id));
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <div className="adm-grid">
        <Field label="Course" error={form.errors.course_id} required>
          {(c) => (
            <>
              <select {...c} {...form.bind("course_id")}>
                <option value="">Select course</option>
                {courses.data?.map((course) => <option key={course.id} value={course.id}>{course.title}</option>)}
              </select>
              <LoadFailure query={courses} what="courses" />
            </>
          )}
        </Field>
        <Field label="Type">
          {(c) => (
            <select {...c} {...form.bind("type")}>
              {FILE_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
            </select>
          )}
        </Field>
      </div>
      <FilePicker
        label="PDF file"
        accept=".pdf,application/pdf"
        files={file}
        onChange={(f) => {
          setFile(f);
          setFileError(undefined);
        }}
        progress={progress}
        error={fileError}
      />
      <button type="submit" className="button button-primary" disabled={progress !== null}>Upload</button>
    </form>
  );
}

const isPdf = (file: File) => file.name.toLowerCase().endsWith(".pdf");
