import { atom, getDefaultStore } from "jotai";
import { atomWithStorage } from "jotai/utils";

/** The localStorage keys, defined here and nowhere else. */
export const STORAGE_KEYS = {
  adminToken: "institute.admin.token",
  adminName: "institute.admin.name",
  studentToken: "institute.student.token",
  studentName: "institute.student.name",
} as const;

/**
 * A page's session lives in its browser's storage. The server draws every page as nobody's: Deno
 * has a localStorage of its own, a file of the server's (unwritable in compose's read-only
 * container), and no visitor's session is in it.
 */
const browserStorage = () => ("document" in globalThis ? globalThis.localStorage : undefined);

/**
 * Plain strings in localStorage; an empty value removes the key, so a logout leaves nothing
 * behind. Other tabs follow through the storage event.
 */
const stringStorage = {
  getItem: (key: string, initial: string) => browserStorage()?.getItem(key) ?? initial,
  setItem: (key: string, value: string) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
  removeItem: (key: string) => localStorage.removeItem(key),
  subscribe: (key: string, callback: (value: string) => void, initial: string) => {
    const onStorage = (e: StorageEvent) => e.storageArea === localStorage && e.key === key && callback(e.newValue ?? initial);
    globalThis.addEventListener?.("storage", onStorage);
    return () => globalThis.removeEventListener?.("storage", onStorage);
  },
};

// getOnInit: the first render already knows the session, so guards never flash a login page.
const stored = (key: string) => atomWithStorage<string>(key, "", stringStorage, { getOnInit: true });

export const adminTokenAtom = stored(STORAGE_KEYS.adminToken);
/** Empty string when absent; kept across admin logouts, so the login page can greet the admin by name. */
export const adminNameAtom = stored(STORAGE_KEYS.adminName);
export const studentTokenAtom = stored(STORAGE_KEYS.studentToken);
export const studentNameAtom = stored(STORAGE_KEYS.studentName);

export const isAdminAtom = atom((get) => get(adminTokenAtom) !== "");
export const isStudentAtom = atom((get) => get(studentTokenAtom) !== "");

export interface Session {
  token: string;
  name: string;
}

/** Stores the admin token and name returned by the login. */
export const adminLoginAtom = atom(null, (_get, set, { token, name }: Session) => {
  set(adminTokenAtom, token);
  set(adminNameAtom, name);
});
/** Removes the admin token; the admin name stays. */
export const adminLogoutAtom = atom(null, (_get, set) => set(adminTokenAtom, ""));

export const studentLoginAtom = atom(null, (_get, set, { token, name }: Session) => {
  set(studentTokenAtom, token);
  set(studentNameAtom, name);
});
/** Removes the student token and name. */
export const studentLogoutAtom = atom(null, (_get, set) => {
  set(studentTokenAtom, "");
  set(studentNameAtom, "");
});

/**
 * The store every remote and the shell read: jotai is a shared singleton, so its default
 * store is one object in the page and a login in one remote shows at once in the others.
 */
export const authStore = getDefaultStore();
export { keepVisitorId, visitorId } from "./visitor.ts";
