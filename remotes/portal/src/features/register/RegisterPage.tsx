import { PORTAL } from "@institute/routes";
import { api, ApiError, queries } from "@institute/api-client";
import { StudentRegistration, typedMobile } from "@institute/schemas";
import { Field, FilePicker, LoadFailed, PasswordField, PrivacyConsent, toast, useSchemaForm } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { IMAGE_ACCEPT } from "../../shared/images";
import { REDIRECT_DELAY_MS, useDelayedAction } from "../../shared/use-delayed-action";
import { MOBILE_INPUT } from "../../shared/validation";

const EMPTY = { name: "", email: "", mobile: "", password: "", course_id: "" };

/** /student-register: the account, a course, an optional photo; then the login after 1.5 s. */
export function RegisterPage() {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const courses = useQuery(queries.courses.all());
  const { values, errors, bind, check, showServerIssues } = useSchemaForm(StudentRegistration, EMPTY, {
    transform: { mobile: typedMobile },
  });
  const [image, setImage] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!check()) {
      toast.error("Please correct form errors");
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, key === "password" ? value : value.trim());
    if (image[0]) form.append("profile_image", image[0]);
    setProgress(0);
    try {
      await api.students.register({ form, onProgress: setProgress });
      setDone(true);
      toast.success("Registration successful!");
      // The login starts from this email: handed in the history entry, not written into an address.
      later(
        () => navigate({ to: PORTAL.login, state: (state) => ({ ...state, registeredEmail: values.email.trim() }) }),
        REDIRECT_DELAY_MS,
      );
    } catch (error) {
      // A server answer (409 email taken, 400, 415 not an image) carries its own message.
      const fromServer = error instanceof ApiError && error.status > 0;
      toast.error(fromServer ? error.message : "Registration failed");
      if (fromServer) showServerIssues(error);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null || done;
  return (
    <section className="auth-card portal-register" aria-labelledby="register-title">
      <h1 id="register-title">Student Registration</h1>
      <form onSubmit={submit} noValidate>
        <Field label="Name" error={errors.name} required>
          {(control) => <input {...control} {...bind("name")} autoComplete="name" />}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(control) => <input {...control} {...bind("email")} type="email" autoComplete="email" />}
        </Field>
        <Field label="Mobile" error={errors.mobile} hint="10 digits" required>
          {(control) => <input {...control} {...bind("mobile")} {...MOBILE_INPUT} />}
        </Field>
        <PasswordField
          label="Password"
          error={errors.password}
          hint="At least 6 characters"
          autoComplete="new-password"
          bind={bind("password")}
        />
        <Field label="Course" error={errors.course_id} required>
          {(control) => (
            <>
              <select {...control} {...bind("course_id")}>
                <option value="">{courses.isPending ? "Loading courses..." : "Select a course"}</option>
                {courses.data?.map((course) => <option key={course.id} value={course.id}>{course.title}</option>)}
              </select>
              {courses.isError && !courses.data
                ? <LoadFailed onRetry={() => void courses.refetch()}>Failed to load courses</LoadFailed>
                : null}
            </>
          )}
        </Field>
        <FilePicker label="Profile image (optional)" accept={IMAGE_ACCEPT} files={image} onChange={setImage} progress={progress} />
        <PrivacyConsent use="to run your studies with us" />
        <button type="submit" className="button button-primary" disabled={busy}>
          {progress !== null ? "Registering..." : "Register"}
        </button>
      </form>
      <p>
        Already registered? <Link to={PORTAL.login}>Login</Link>
      </p>
    </section>
  );
}
