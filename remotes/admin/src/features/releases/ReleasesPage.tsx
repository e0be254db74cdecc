import { Releases } from "./Releases";
import { RemoteErrors } from "./RemoteErrors";

/** /admin/releases: each remote's releases (which is live) and the errors the site's pages reported of the last day. */
export function ReleasesPage() {
  return (
    <section aria-labelledby="adm-releases-title">
      <h1 id="adm-releases-title">Releases</h1>
      <p className="adm-muted">What each team released of its part of the site, and what visitors' browsers reported failing.</p>
      <RemoteErrors />
      <Releases />
    </section>
  );
}
