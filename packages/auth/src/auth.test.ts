// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminLoginAtom,
  adminLogoutAtom,
  adminNameAtom,
  adminTokenAtom,
  authStore,
  isAdminAtom,
  isStudentAtom,
  STORAGE_KEYS,
  studentLoginAtom,
  studentLogoutAtom,
  studentNameAtom,
  studentTokenAtom,
} from "./index.ts";

describe("auth atoms", () => {
  beforeEach(() => {
    authStore.set(adminLogoutAtom);
    authStore.set(studentLogoutAtom);
    authStore.set(adminNameAtom, "");
    localStorage.clear();
  });

  it("admin login stores token and name; logout removes the token and keeps the name", () => {
    authStore.set(adminLoginAtom, { token: "a.b.c", name: "Asha" });
    expect(authStore.get(isAdminAtom)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe("a.b.c");
    expect(localStorage.getItem(STORAGE_KEYS.adminName)).toBe("Asha");

    authStore.set(adminLogoutAtom);
    expect(authStore.get(isAdminAtom)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(authStore.get(adminNameAtom)).toBe("Asha");
    expect(localStorage.getItem(STORAGE_KEYS.adminName)).toBe("Asha");
  });

  it("student login stores token and name; logout removes both", () => {
    authStore.set(studentLoginAtom, { token: "s.t.u", name: "Ravi" });
    expect(authStore.get(isStudentAtom)).toBe(true);
    expect(authStore.get(studentNameAtom)).toBe("Ravi");
    authStore.set(studentLogoutAtom);
    expect(authStore.get(studentTokenAtom)).toBe("");
    expect(localStorage.getItem(STORAGE_KEYS.studentToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studentName)).toBeNull();
  });

  it("follows a login made in another tab", () => {
    const unsubscribe = authStore.sub(adminTokenAtom, () => {});
    localStorage.setItem(STORAGE_KEYS.adminToken, "from.other.tab");
    window.dispatchEvent(
      new StorageEvent("storage", { key: STORAGE_KEYS.adminToken, newValue: "from.other.tab", storageArea: localStorage }),
    );
    expect(authStore.get(adminTokenAtom)).toBe("from.other.tab");
    unsubscribe();
  });

  it("the four storage keys are distinct", () => {
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(4);
  });
});
