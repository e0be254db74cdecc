import { useHydrated } from "@tanstack/react-router";
import type { ComponentProps } from "react";

// A page the server draws is shown before its code runs, and is then replaced by the browser's
// render (or, drawn again by it). Until then its buttons do nothing and a form typed into would be
// replaced (or, sent without its code, put the message in a URL): these two say so as they are
// drawn, so nothing rewrites the drawn HTML afterwards. In the browser they are the plain elements.

/** A button, marked unavailable (`aria-disabled`) in a drawing made before the page's code runs. */
export function Button(props: ComponentProps<"button">) {
  const live = useHydrated();
  return <button {...props} aria-disabled={props["aria-disabled"] ?? (live ? undefined : true)} />;
}

/**
 * A form, `inert` in a drawing made before the page's code runs. With scripts off that drawing is
 * all there is: the form says it needs them and where else to reach the institute (a `noscript`,
 * which a browser running scripts never shows).
 */
export function Form({ children, ...props }: ComponentProps<"form">) {
  const live = useHydrated();
  return (
    <form {...props} inert={props.inert ?? !live}>
      {live ? null : (
        <noscript>
          <p className="notice notice-caution">
            This form needs JavaScript to send. Turn it on, or reach us by the phone or email at the foot of the page.
          </p>
        </noscript>
      )}
      {children}
    </form>
  );
}
