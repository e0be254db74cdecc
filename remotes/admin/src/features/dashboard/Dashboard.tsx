import { queries } from "@institute/api-client";
import { adminNameAtom } from "@institute/auth";
import type { DashboardStats } from "@institute/schemas";
import { LoadFailed } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect } from "react";

const CARDS: { key: keyof DashboardStats; label: string }[] = [
  { key: "studentCount", label: "Total Students" },
  { key: "courseCount", label: "Total Courses" },
  { key: "contactCount", label: "Contact Messages" },
  { key: "inquiryCount", label: "Inquiries" },
  { key: "totalVisitors", label: "Total Visitors" },
  { key: "liveVisitors", label: "Live Users" },
];

/** /admin/dashboard: the six counters, fetched again on every visit. */
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
        {CARDS.map((card) => (
          <li key={card.key} className="adm-card">
            <span className="adm-card-label">{card.label}</span>
            <span className="adm-card-value">{stats.data ? stats.data[card.key] ?? 0 : stats.isPending ? "…" : "—"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
