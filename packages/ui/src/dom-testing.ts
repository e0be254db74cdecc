// Test helpers: a React root in jsdom, typed input and the form's visible errors, as a user meets them.
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

export const render = (node: ReactNode) => act(() => root.render(node));
export const container = () => host;

/** Types into a React-controlled input or textarea the way a browser does: the native setter, then an input event. */
export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export const submit = () => act(() => host.querySelector("form")!.requestSubmit());
export const errors = () => [...host.querySelectorAll(".field-error")].map((e) => e.textContent);
/** The control a label is tied to: what a screen reader announces under that name. */
export function field(label: string) {
  const tag = [...host.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label))!;
  return document.getElementById(tag.htmlFor) as HTMLInputElement;
}
