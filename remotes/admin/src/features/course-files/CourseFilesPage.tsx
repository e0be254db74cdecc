import { api, queries } from "@institute/api-client";
import { FILE_TYPES } from "@institute/schemas";
import { Field, FilePicker } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useDelete, useLoadError, useUpload } from "../../shared/hooks";

/** /admin/coursefiles: upload a course's PDFs and list them. */
export function CourseFilesPage() {
  const courses = useQuery(queries.courses.all());
  const files = useQuery(queries.files.all());
  useLoadError(files.error, "Failed to load course files");
  const [courseId, setCourseId] = useState("");
  const [type, setType] = useState<string>("syllabus");
  const [file, setFile] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { upload, progress } = useUpload(queries.files.key);
  const del = useDelete(queries.files.key, (id: number) => api.courseFiles.remove({ params: { id } }), {
    title: "Delete this file?",
    done: "File deleted",
    failed: "Failed to delete file",
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const picked = file[0];
    if (!courseId || !picked) return setError("Please select course and file");
    if (!picked.name.toLowerCase().endsWith(".pdf")) return setError("Only PDF files are allowed");
    setError(null);
    const form = new FormData();
    form.set("course_id", courseId);
    form.set("type", type);
    form.set("file", picked);
    if (
      !(await upload((onProgress) => api.courseFiles.upload({ form, onProgress }), {
        done: "File uploaded successfully",
        failed: "File upload failed",
      }))
    ) return;
    setFile([]);
    setType("syllabus");
  }

  return (
    <section aria-labelledby="adm-files-title">
      <h1 id="adm-files-title">Course Files</h1>
      <form className="adm-form" onSubmit={submit} noValidate>
        <div className="adm-grid">
          <Field label="Course" required>
            {(c) => (
              <select {...c} value={courseId} onChange={(e) => setCourseId(e.target.value)}>
                <option value="">Select course</option>
                {courses.data?.map((course) => <option key={course.id} value={course.id}>{course.title}</option>)}
              </select>
            )}
          </Field>
          <Field label="Type">
            {(c) => (
              <select {...c} value={type} onChange={(e) => setType(e.target.value)}>
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
            setError(null);
          }}
          progress={progress}
          error={error}
        />
        <button type="submit" className="button button-primary" disabled={progress !== null}>Upload</button>
      </form>

      <h2>Uploaded files</h2>
      {files.isPending ? <p>Loading files...</p> : null}
      {files.data?.length === 0 ? <p>No files uploaded yet.</p> : null}
      {files.data?.length
        ? (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">Course</th>
                  <th scope="col">Type</th>
                  <th scope="col">File</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {files.data.map((f) => (
                  <tr key={f.id}>
                    <td>{f.course_title}</td>
                    <td>{f.type}</td>
                    <td>
                      <a href={f.url} target="_blank" rel="noopener noreferrer">{f.original_name}</a>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button-danger"
                        aria-label={`Delete ${f.original_name}`}
                        onClick={() => del.remove(f.id, f.original_name)}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
        : null}
      {del.dialog}
    </section>
  );
}
