import { api, ApiError, queries } from "@institute/api-client";
import { ADMIN_PASSWORD_MIN, NewStaffMember, type StaffMember } from "@institute/schemas";
import { Field, PasswordField, toast, useConfirm, useSchemaForm } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createdColumn } from "../../shared/columns";
import { serverError } from "../../shared/hooks";
import { type Column, ListTable } from "../../shared/RecordTable";

const COLUMNS: Column<StaffMember>[] = [
  { header: "Username", text: (a) => a.username },
  { header: "Name", text: (a) => a.name },
  { header: "Email", text: (a) => a.email, render: (a) => <span className="adm-breakable">{a.email}</span> },
  { header: "Status", text: (a) => (a.enabled ? "Enabled" : "Disabled") },
  createdColumn("Added"),
];

/** The add form: an initial password the new admin changes after the first login. */
function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const form = useSchemaForm(NewStaffMember, { username: "", name: "", email: "", password: "" }, { checkOn: "submit" });
  const submit = form.onSubmit(async (account) => {
    try {
      await api.staff.add({ json: account });
      toast.success(`${account.name} can now log in`);
      onAdded();
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerIssues(error))) toast.error(serverError(error, "Could not add the admin"));
    }
  });
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-staff-form-title">
      <h2 id="adm-staff-form-title">Add an admin</h2>
      <div className="adm-grid">
        <Field label="Username" error={form.errors.username} required>
          {(c) => <input {...c} {...form.bind("username")} autoComplete="off" />}
        </Field>
        <Field label="Name" error={form.errors.name} required>{(c) => <input {...c} {...form.bind("name")} />}</Field>
        <Field label="Email" hint="Optional: where the account's own reset link is mailed." error={form.errors.email}>
          {(c) => <input {...c} {...form.bind("email")} type="email" autoComplete="off" />}
        </Field>
        <PasswordField
          label="Initial password"
          error={form.errors.password}
          hint={`At least ${ADMIN_PASSWORD_MIN} characters.`}
          autoComplete="new-password"
          bind={form.bind("password")}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={form.sending}>{form.sending ? "Adding..." : "Add admin"}</button>
    </form>
  );
}

/** /admin/staff: the admin accounts; add one, disable or enable one. */
export function StaffPage() {
  const client = useQueryClient();
  const staff = useQuery(queries.staff.all());
  const [added, setAdded] = useState(0);
  const { confirm, dialog } = useConfirm();

  async function setEnabled(admin: StaffMember, enabled: boolean) {
    const ask = {
      title: `Disable ${admin.name}?`,
      description: "They are logged out at once and cannot log in until enabled again.",
      confirmLabel: "Disable",
    };
    if (!enabled && !(await confirm(ask))) return;
    try {
      await api.staff.setEnabled({ params: { id: admin.id }, json: { enabled } });
      toast.success(`${admin.name} ${enabled ? "enabled" : "disabled"}`);
    } catch (error) {
      toast.error(serverError(error, "Could not change the admin"));
    }
    await client.invalidateQueries({ queryKey: queries.staff.key });
  }

  return (
    <section aria-labelledby="adm-staff-title">
      <h1 id="adm-staff-title">Staff</h1>
      <AddStaffForm
        key={added}
        onAdded={() => {
          setAdded((n) => n + 1);
          void client.invalidateQueries({ queryKey: queries.staff.key });
        }}
      />
      <h2>Admins</h2>
      <ListTable
        caption="Admins"
        list={staff}
        empty="No admins found."
        columns={COLUMNS}
        actions={(a) => (
          <button
            type="button"
            className="button"
            aria-label={`${a.enabled ? "Disable" : "Enable"} ${a.name}`}
            onClick={() => setEnabled(a, !a.enabled)}
          >
            {a.enabled ? "Disable" : "Enable"}
          </button>
        )}
      />
      {dialog}
    </section>
  );
}
