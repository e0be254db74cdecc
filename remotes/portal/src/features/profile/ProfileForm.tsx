import { api, queries, uploadUrl } from "@institute/api-client";
import { studentNameAtom } from "@institute/auth";
import { ProfileUpdate, type StudentProfile, typedMobile } from "@institute/schemas";
import { Field, FilePicker, toast, useSchemaForm } from "@institute/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { IMAGE_ACCEPT } from "../../shared/images";
import { MOBILE_INPUT } from "../../shared/validation";

/** Name, mobile and photo can change; email and course are shown read-only. */
export function ProfileForm({ profile }: { profile: StudentProfile }) {
  const queryClient = useQueryClient();
  const setStudentName = useSetAtom(studentNameAtom);
  const { values, errors, bind, check } = useSchemaForm(ProfileUpdate, { name: profile.name, mobile: profile.mobile }, {
    transform: { mobile: typedMobile },
  });
  const [image, setImage] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!check()) return;
    const form = new FormData();
    form.append("name", values.name.trim());
    form.append("mobile", values.mobile);
    if (image[0]) form.append("profile_image", image[0]);
    setProgress(0);
    try {
      const saved = await api.students.updateProfile({ form, onProgress: setProgress });
      queryClient.setQueryData(queries.students.profile().queryKey, saved.profile);
      // The shell's header greets the student by this name: it follows at once.
      setStudentName(saved.profile.name);
      setImage([]);
      toast.success("Profile updated successfully");
    } catch {
      toast.error("Failed to update profile");
    } finally {
      setProgress(null);
    }
  }

  const photo = profile.profile_image ? uploadUrl("students", profile.profile_image) : null;
  return (
    <div className="portal-profile-layout">
      <div className="portal-profile-card">
        {photo
          ? <img src={photo} alt={`Profile photo of ${profile.name}`} width={112} height={112} className="portal-avatar" />
          : <span className="portal-avatar portal-avatar-initial" aria-hidden="true">{profile.name.charAt(0).toUpperCase()}</span>}
        <p className="portal-profile-name">{profile.name}</p>
        <dl className="portal-facts">
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Course</dt>
          <dd>{profile.course_title}</dd>
          <dt>Mobile</dt>
          <dd>{profile.mobile}</dd>
        </dl>
        <p className="field-hint">Email and course cannot be changed.</p>
      </div>
      <form onSubmit={submit} noValidate className="portal-profile-form" aria-label="Edit profile">
        <Field label="Name" error={errors.name} required>
          {(control) => <input {...control} {...bind("name")} autoComplete="name" />}
        </Field>
        <Field label="Mobile" error={errors.mobile} hint="10 digits" required>
          {(control) => <input {...control} {...bind("mobile")} {...MOBILE_INPUT} />}
        </Field>
        <FilePicker label="Change profile image" accept={IMAGE_ACCEPT} files={image} onChange={setImage} progress={progress} />
        <button type="submit" className="button button-primary" disabled={progress !== null}>
          {progress !== null ? "Saving..." : "Update Profile"}
        </button>
      </form>
    </div>
  );
}
