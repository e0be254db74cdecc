// @vitest-environment jsdom
import { container, render } from "@institute/ui/dom-testing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { TEXT_FIELDS } from "./course-body";
import { CourseForm } from "./CourseForm";

// The one text field edited as rich text rather than in a named input, by its editor's name.
const RICH = { full_desc: "Full description" } as const;

describe("the course editor", () => {
  it("has a control for every text field of the course's schema", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CourseForm editing={null} onDone={() => {}} onCancel={() => {}} />
      </QueryClientProvider>,
    );
    const form = container().querySelector("form")!;
    const edited = TEXT_FIELDS.filter((name) =>
      name in RICH
        ? [...form.querySelectorAll('[role="textbox"]')].some((box) =>
          document.getElementById(box.getAttribute("aria-labelledby") ?? "")?.textContent === RICH[name as keyof typeof RICH]
        )
        : form.querySelector(`[name="${name}"]`) !== null
    );
    // A field declared in the schema but given no control here would be sent as it was, never edited.
    expect(edited).toEqual(TEXT_FIELDS);
  });
});
