import { PORTAL } from "@institute/routes";
import { ApiError, queries } from "@institute/api-client";
import { authStore, isStudentAtom } from "@institute/auth";
import { InstituteContact, LoadFailed } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { FILE_TYPE_LABELS, groupFiles } from "./group-files";

/** /resources: the PDFs of the student's own course, grouped by type, each opening in a new tab. */
export function ResourcesPage() {
  const navigate = useNavigate();
  // Read once on arrival: a logout while here must not raise the alert (the header moves on by itself).
  const [loggedIn] = useState(() => authStore.get(isStudentAtom));
  const files = useQuery({ ...queries.files.mine(), enabled: loggedIn });

  useEffect(() => {
    if (loggedIn) return;
    window.alert("You are not logged in.");
    navigate({ to: PORTAL.login, replace: true });
  }, [loggedIn, navigate]);

  // 403: the office has not approved the registration (or has deactivated the student); the server says which.
  const refusal = files.error instanceof ApiError && files.error.status === 403 ? files.error.message : undefined;
  const failed = files.isError && !refusal && !(files.error instanceof ApiError && files.error.status === 401);
  useEffect(() => {
    // A refused token is not a load failure: the API client already sends the student to the login.
    if (failed) window.alert("Failed to load course files. Please try again later.");
  }, [failed]);

  const groups = groupFiles(files.data ?? []);
  return (
    <section className="portal-page" aria-labelledby="resources-title" aria-busy={files.isPending && loggedIn}>
      <h1 id="resources-title">Course Resources</h1>
      {files.data?.[0] ? <p className="portal-lead">{files.data[0].course_title}</p> : null}
      {files.isPending
        ? <div className="portal-skeleton" aria-hidden="true" />
        : refusal
        ? <AwaitingAccess message={refusal} />
        : failed && !files.data
        ? <LoadFailed onRetry={() => void files.refetch()}>Failed to load course files</LoadFailed>
        : files.isSuccess && groups.length === 0
        ? <p className="portal-empty">No files found for your course</p>
        : (
          groups.map((group) => (
            <section key={group.type} className="portal-file-group" aria-labelledby={`files-${group.type}`}>
              <h2 id={`files-${group.type}`}>{FILE_TYPE_LABELS[group.type]}</h2>
              <ul className="portal-files">
                {group.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} target="_blank" rel="noopener" className="portal-file">
                      <span aria-hidden="true" className="portal-file-icon">PDF</span>
                      <span className="portal-file-name">{file.original_name}</span>
                      <span className="sr-only">(PDF, opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
    </section>
  );
}

/** Why the files are closed (waiting for approval, or deactivated: the server's words), and how to reach the office. */
function AwaitingAccess({ message }: { message: string }) {
  const settings = useQuery(queries.settings.get());
  return (
    <div className="notice notice-caution" role="status">
      <p>
        <strong>{message}</strong>
      </p>
      <p>Your course's files open here once the office has approved your registration. To ask about it, contact the office:</p>
      {settings.data ? <InstituteContact settings={settings.data} /> : null}
    </div>
  );
}
