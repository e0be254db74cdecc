import { api, ApiError, queries } from "@institute/api-client";
import { MAX_SOCIAL_LINKS, type SiteSettings, SiteSettingsForm } from "@institute/schemas";
import { Field, toast, useSchemaForm } from "@institute/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FollowUpStagesForm } from "./FollowUpStagesForm";
import { MessageRetentionForm } from "./MessageRetentionForm";
import { serverError } from "../../shared/hooks";
import { Loaded } from "../../shared/QueryList";

type TextField = Exclude<keyof SiteSettings, "social" | "time_zone" | "approve_registrations">;
const TIME_ZONES = Intl.supportedValuesOf("timeZone");
const FIELDS: { name: TextField; label: string; hint?: string; long?: boolean; type?: string }[] = [
  { name: "name", label: "Institute name", hint: "The browser title, the header and search results show it." },
  { name: "description", label: "Short description", hint: "Under the name in search results and shared links.", long: true },
  { name: "phone", label: "Phone", type: "tel" },
  {
    name: "whatsapp",
    label: "WhatsApp number",
    hint: "With the country code, e.g. +91 98765 43210. Send Inquiry opens a chat with it.",
  },
  { name: "email", label: "Email", type: "email" },
  { name: "address", label: "Address", long: true },
  { name: "map_url", label: "Map link", type: "url", hint: "A map page of the address (https://…)." },
  { name: "hours", label: "Opening hours" },
];

/** The form, filled from the saved settings; a new key after a save starts it from what was saved. */
function SettingsForm({ saved }: { saved: SiteSettings }) {
  const client = useQueryClient();
  const form = useSchemaForm(SiteSettingsForm, {
    ...saved,
    social: saved.social.join("\n"),
    approve_registrations: String(saved.approve_registrations),
  });
  // The browser may list a zone under another of its names (Asia/Calcutta for Asia/Kolkata): the saved one stays a choice.
  const zones = !saved.time_zone || TIME_ZONES.includes(saved.time_zone) ? TIME_ZONES : [saved.time_zone, ...TIME_ZONES];
  const submit = form.onSubmit(async (settings) => {
    try {
      await api.settings.update({ json: settings });
      toast.success("Settings saved");
      await client.invalidateQueries({ queryKey: queries.settings.key });
    } catch (error) {
      if (!(error instanceof ApiError && form.showServerIssues(error))) toast.error(serverError(error, "Could not save the settings"));
    }
  });
  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-labelledby="adm-settings-title">
      <div className="adm-grid">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} hint={f.hint} error={form.errors[f.name]} required={f.name === "name"}>
            {(c) => (f.long ? <textarea {...c} {...form.bind(f.name)} rows={3} /> : <input {...c} {...form.bind(f.name)} type={f.type} />)}
          </Field>
        ))}
      </div>
      <Field label="Social links" hint={`One address per line, up to ${MAX_SOCIAL_LINKS}.`} error={form.errors.social}>
        {(c) => <textarea {...c} {...form.bind("social")} rows={4} />}
      </Field>
      <Field
        label="Time zone for exports"
        hint="The institute's clock, for the times in Excel exports. The Dates button sets how this browser shows them."
        error={form.errors.time_zone}
      >
        {(c) => (
          <select {...c} {...form.bind("time_zone")}>
            <option value="">The server's time zone</option>
            {zones.map((zone) => <option key={zone} value={zone}>{zone.replaceAll("_", " ")}</option>)}
          </select>
        )}
      </Field>
      <Field
        label="New student registrations"
        hint="While a registration waits, the student can log in but sees no course files. Students lists those waiting."
        error={form.errors.approve_registrations}
      >
        {(c) => (
          <select {...c} {...form.bind("approve_registrations")}>
            <option value="true">Wait for approval before the course files open</option>
            <option value="false">Open the course files at once</option>
          </select>
        )}
      </Field>
      <button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? "Saving..." : "Save settings"}
      </button>
    </form>
  );
}

/** /admin/settings: the institute's public details, the follow-up desk's stages, and how long messages are kept. */
export function SettingsPage() {
  const settings = useQuery(queries.settings.get());
  const stages = useQuery(queries.followUp.stages());
  const retention = useQuery(queries.retention.get());
  return (
    <section aria-labelledby="adm-settings-title">
      <h1 id="adm-settings-title">Settings</h1>
      <p>The institute's details on the public site: the footer, the contact page, the course pages' chat button and search results.</p>
      <Loaded query={settings} what="settings">
        {(saved) => <SettingsForm key={JSON.stringify(saved)} saved={saved} />}
      </Loaded>
      <Loaded query={stages} what="follow-up stages">
        {(saved) => <FollowUpStagesForm key={saved.stages.join("\n")} saved={saved.stages} />}
      </Loaded>
      <Loaded query={retention} what="how long messages are kept">
        {(saved) => <MessageRetentionForm key={saved.months} saved={saved.months} />}
      </Loaded>
    </section>
  );
}
