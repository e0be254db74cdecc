import { queries } from "@institute/api-client";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { LoadFailure } from "./QueryList";
import type { ListState } from "./use-list-params";

type Refine = (changes: Record<string, string | undefined>) => void;

/** A server list's filter as a select: "All" or one value, kept in the address under `name`. */
export function ListFilter(
  { label, name, all, options, state, refine }: {
    label: string;
    name: string;
    all: string;
    options: { value: string | number; label: string }[];
    state: ListState;
    refine: Refine;
  },
) {
  const id = useId();
  return (
    <div className="adm-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={state.filters[name] ?? ""} onChange={(e) => refine({ [name]: e.target.value || undefined })}>
        <option value="">{all}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

/** Keeps one course's rows (students, course files); without the courses it offers "All" and says why. */
export function CourseFilter({ label = "Course", state, refine }: { label?: string; state: ListState; refine: Refine }) {
  const courses = useQuery(queries.courses.all());
  const options = courses.data?.map((c) => ({ value: c.id, label: c.title })) ?? [];
  return (
    <>
      <ListFilter label={label} name="course_id" all="All courses" options={options} state={state} refine={refine} />
      <LoadFailure query={courses} what="courses" />
    </>
  );
}
