import * as Dialog from "@radix-ui/react-dialog";
import { useAtom } from "jotai";
import { useId } from "react";
import { When } from "../../shared/columns";
import { dateDisplayAtom } from "../../shared/date-display";

// The languages an institute's staff most likely read dates in; the browser's own comes first.
const LOCALES = ["en-IN", "en-GB", "en-US", "hi-IN", "bn-IN", "ta-IN", "te-IN", "mr-IN", "kn-IN", "ml-IN", "gu-IN"];
// First the institute's own and UTC. Chromium's list lacks "UTC" itself and names India's zone
// by its old alias, Asia/Calcutta.
const FIRST = ["Asia/Kolkata", "UTC"];
const OLD_NAMES = new Set(["Asia/Calcutta"]);
const ZONES = [...FIRST, ...(Intl.supportedValuesOf?.("timeZone") ?? []).filter((zone) => !FIRST.includes(zone) && !OLD_NAMES.has(zone))];
const browser = Intl.DateTimeFormat().resolvedOptions();
const languageName = (locale: string) => new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;

/** "Dates" in the top bar: the locale and time zone the console's tables show dates in. */
export function DateDisplayDialog() {
  const [display, setDisplay] = useAtom(dateDisplayAtom);
  const localeId = useId();
  const zoneId = useId();
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="button">Dates</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">How dates are shown</Dialog.Title>
          <Dialog.Description className="dialog-description">
            For this browser. Now: <When iso={new Date().toISOString()} />
          </Dialog.Description>
          <div className="field">
            <label htmlFor={localeId}>Language and region</label>
            <select id={localeId} value={display.locale} onChange={(e) => setDisplay({ ...display, locale: e.target.value })}>
              <option value="">This browser's ({languageName(browser.locale)})</option>
              {LOCALES.map((locale) => <option key={locale} value={locale}>{languageName(locale)}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor={zoneId}>Time zone</label>
            <select id={zoneId} value={display.timeZone} onChange={(e) => setDisplay({ ...display, timeZone: e.target.value })}>
              <option value="">This browser's ({browser.timeZone})</option>
              {ZONES.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
            </select>
          </div>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="button button-primary">Done</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
