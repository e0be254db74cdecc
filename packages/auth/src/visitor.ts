/**
 * The random number that counts a visitor once (decisions.md, "Visitors"). It says nothing about
 * who the visitor is, and still it is kept beyond the browser session only once the visitor has
 * seen the privacy notice, which says so: until then it lives in sessionStorage.
 */
const KEPT = "institute.visitor.kept";
const SESSION = "institute.visitor.session";
// Where ids were kept before the notice existed, without the visitor having seen it.
const UNNOTICED = "institute.visitor.id";
const VALID = /^[A-Za-z0-9_-]{8,64}$/;

const valid = (id: string | null): id is string => id !== null && VALID.test(id);

/** This browser's visitor number: the kept one, else this session's (made on first use). */
export function visitorId(): string {
  const kept = localStorage.getItem(KEPT);
  if (valid(kept)) return kept;
  const unnoticed = localStorage.getItem(UNNOTICED);
  if (unnoticed !== null) {
    localStorage.removeItem(UNNOTICED);
    if (valid(unnoticed) && !valid(sessionStorage.getItem(SESSION))) sessionStorage.setItem(SESSION, unnoticed);
  }
  let id = sessionStorage.getItem(SESSION);
  if (!valid(id)) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION, id);
  }
  return id;
}

/** The visitor has seen the privacy notice: their number is kept from now on (the same one). */
export function keepVisitorId() {
  const id = visitorId();
  localStorage.setItem(KEPT, id);
  sessionStorage.removeItem(SESSION);
}
