// @vitest-environment jsdom
import { SiteSettingsForm } from "@institute/schemas";
import { describe, expect, it } from "vitest";
import { errors, field, render, submit, type } from "./dom-testing.ts";
import { Field } from "./Field.tsx";
import { useSchemaForm } from "./use-schema-form.ts";

const EMPTY = {
  name: "Acme",
  description: "",
  phone: "",
  whatsapp: "",
  email: "",
  address: "",
  map_url: "",
  hours: "",
  social: "",
  time_zone: "",
  approve_registrations: "true",
};

// A list field edited as lines: the schema's issue is about one item ("social.1").
function Settings({ sent }: { sent: unknown[] }) {
  const form = useSchemaForm(SiteSettingsForm, EMPTY);
  return (
    <form onSubmit={form.onSubmit((values) => Promise.resolve(void sent.push(values)))}>
      <Field label="Social links" error={form.errors.social}>{(c) => <textarea {...c} {...form.bind("social")} />}</Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe("useSchemaForm", () => {
  it("shows an issue about an item of a list field on that field, and sends the parsed values once they pass", async () => {
    const sent: unknown[] = [];
    render(<Settings sent={sent} />);
    type(field("Social links"), "https://a.example\nftp://b.example");
    submit();
    expect(errors()).toEqual(["must start with https:// or http://"]);
    expect(sent).toEqual([]);
    type(field("Social links"), "https://a.example\n\n https://b.example ");
    submit();
    // One turn of the event loop, not the clock: the submit's validation settles within it.
    await new Promise((done) => setTimeout(done));
    expect(errors()).toEqual([]);
    expect(sent).toEqual([{ ...EMPTY, social: ["https://a.example", "https://b.example"], approve_registrations: true }]);
  });
});
