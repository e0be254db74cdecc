import type { ActivityEntry } from "@institute/schemas";
import { describe, expect, it } from "vitest";
import { activityInWords, changedFields } from "./activity-words";

const entry = (e: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: "2026-11-28T10:00:00Z",
  admin_id: 1,
  admin_name: "Administrator",
  address: "127.0.0.1",
  action: "update",
  entity: "Courses",
  entity_id: "7",
  record_name: "",
  summary: "",
  request_id: "",
  ...e,
});

describe("the activity log in words", () => {
  it("names the record by its name then, and lists the fields a change touched", () => {
    expect(activityInWords(entry({ record_name: "Full Stack Web Development", summary: 'fee: "₹40,000" → "₹45,000", batches' })))
      .toBe("Changed the course “Full Stack Web Development”: fee, batches");
    expect(activityInWords(entry({ action: "remove", record_name: "Java" }))).toBe("Deleted the course “Java”");
    expect(activityInWords(entry({ action: "add", entity_id: "9" }))).toBe("Added the course 9");
    expect(activityInWords(entry({ action: "order", entity: "Gallery" }))).toBe("Reordered the photos");
    expect(activityInWords(entry({ action: "order", entity: "Testimonials" }))).toBe("Reordered the testimonials");
    expect(activityInWords(entry({ summary: "no change", record_name: "Java" }))).toBe("Changed the course “Java” (no change)");
  });

  it("counts the messages marked, and says which way", () => {
    expect(
      activityInWords(entry({ action: "markHandled", entity: "Inquiries", entity_id: "3,4,5", summary: "ids: [3,4,5], handled: true" })),
    )
      .toBe("Marked 3 inquiries handled");
    expect(
      activityInWords(entry({ action: "markHandled", entity: "Contact messages", entity_id: "3", summary: "ids: [3], handled: false" })),
    )
      .toBe("Marked 1 contact message new");
  });

  it("names the student of a reset link, the staff account enabled or disabled, and the logins", () => {
    expect(activityInWords(entry({ action: "issue", entity: "Password resets", record_name: "Meera Krishnan" })))
      .toBe("Issued a password reset link for the student “Meera Krishnan”");
    expect(activityInWords(entry({ action: "setEnabled", entity: "Staff", record_name: "Asha", summary: "enabled: true → false" })))
      .toBe("Disabled the staff account “Asha”");
    expect(activityInWords(entry({ action: "setEnabled", entity: "Staff", record_name: "Asha", summary: "enabled: false → true" })))
      .toBe("Enabled the staff account “Asha”");
    expect(activityInWords(entry({ action: "login-failed", entity: "Admin", summary: "answered 401" }))).toBe("Failed to log in");
    expect(activityInWords(entry({ action: "followUp", entity: "Inquiries", record_name: "Kiran", summary: 'stage: "new" → "contacted"' })))
      .toBe("Moved the inquiry “Kiran” on the follow-up desk: stage");
  });

  it("says which build of which remote a release made live", () => {
    expect(
      activityInWords(entry({ action: "activate", entity: "Releases", entity_id: null, record_name: "public", summary: 'build: "b-7"' })),
    )
      .toBe("Made build b-7 live on the remote “public”");
  });

  it("reads field names past commas inside quoted values", () => {
    expect(changedFields('title: "a, b: c" → "d", fee: "1", image: "x.png"')).toEqual(["title", "fee", "image"]);
    expect(changedFields("")).toEqual([]);
  });
});
