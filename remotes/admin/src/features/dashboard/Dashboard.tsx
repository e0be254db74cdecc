import { queries } from "@institute/api-client";
import { adminNameAtom } from "@institute/auth";
import type { DashboardStats } from "@institute/schemas";
import { ADMIN } from "@institute/routes";
import { LoadFailed } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { EnrolmentsByMonth } from "./EnrolmentsByMonth";
import { InquiriesByCourse } from "./InquiriesByCourse";
import { WaitingLists } from "./WaitingLists";

/**
 * Each counter's statistic and label, in the dashboard's order, and the list it counts with that
 * list's filter (the visitors have none).
 */
const CARDS: [keyof DashboardStats, string, { to: string; search?: Record<string, string | boolean> }?][] = [
  ["studentCount", "Total Students", { to: ADMIN.students }],
  ["courseCount", "Total Courses", { to: ADMIN.courses }],
  ["contactCount", "Contact Messages", { to: ADMIN.messages }],
  ["inquiryCount", "Inquiries", { to: ADMIN.inquiries }],
  ["totalVisitors", "Total Visitors"],
  ["liveVisitors", "Live Users"],
  ["pendingStudentCount", "Pending Registrations", { to: ADMIN.students, search: { status: "pending" } }],
  ["dueInquiryCount", "My Inquiry Follow-ups", { to: ADMIN.inquiries, search: { mine: true, due: "today" } }],
  ["dueContactCount", "My Message Follow-ups", { to: ADMIN.messages, search: { mine: true, due: "today" } }],
];

/**
 * /admin/dashboard: the spec's six counters and the registrations waiting for approval, then the
 * admin's follow-ups due, the newest items waiting for the office, each course's inquiries and the
 * months' enrolments, fetched again on every visit.
 */
export function Dashboard() {
  const name = useAtomValue(adminNameAtom);
  const stats = useQuery({ ...queries.stats.get(), refetchOnMount: "always" });
  // A statistics failure is only logged: the counters are not worth an error on the admin's first screen.
  useEffect(() => {
    if (stats.error) console.error("Failed to load dashboard statistics", stats.error);
  }, [stats.error]);

  return (
    <section aria-labelledby="adm-dash-title">
      <h1 id="adm-dash-title">Dashboard</h1>
      <p className="adm-welcome">Welcome back{name ? `, ${name}` : ""}!</p>
      {stats.isError && !stats.data
        ? (
          // Zeros would read as lost data: a failed load says so.
          <LoadFailed onRetry={() => void stats.refetch()}>The counters could not be loaded.</LoadFailed>
        )
        : null}
      <ul className="adm-cards" aria-busy={stats.isPending}>
        {CARDS.map(([key, label, list]) => {
          const counter = (
            <>
              <span className="adm-card-label">{label}</span>
              <span className="adm-card-value">{stats.data ? stats.data[key] ?? 0 : stats.isPending ? "…" : "—"}</span>
            </>
          );
          return (
            <li key={key} className="adm-card">
              {list ? <Link to={list.to} search={list.search} className="adm-card-link">{counter}</Link> : counter}
            </li>
          );
        })}
      </ul>
      <WaitingLists />
      <InquiriesByCourse />
      <EnrolmentsByMonth />
    </section>
  );
}
