import { useEffect, useRef, type RefObject } from 'react';

// A USB barcode scanner is a keyboard (a "wedge"): it types the code in a few milliseconds and presses
// Enter, into whatever has focus. On a scan page, agents pull the trigger without looking at the screen,
// so a scan must land in the tag field even when focus is on the remark, a select or a button.

/**
 * A scanner types a code in a few milliseconds a key; a person takes 100 to 300. Keys typed into another
 * field without a pause of PAUSE_MS form a burst; ended by Enter, the burst is a scan when it ends with a
 * code of complete form (a bag tag, an AWB), or when its keys came MEAN_GAP_MS apart or less on average (a
 * code of another form). A busy kiosk can space a scanner's keys out, hence the first rule.
 */
const PAUSE_MS = 1000;
const MEAN_GAP_MS = 60;
const MIN_SCAN_LENGTH = 6;

const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'number', 'tel', 'url', 'password']);
const isTextEntry = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  (el instanceof HTMLInputElement && TEXT_TYPES.has(el.type)) || el instanceof HTMLTextAreaElement;

/** Sets a React-controlled field's value as typing would, so its onChange sees it. */
function setFieldValue(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The longest end of the typed text that is a complete code, if any. */
function completeSuffix(chars: string, looksComplete: (text: string) => boolean) {
  for (let start = 0; start <= chars.length - MIN_SCAN_LENGTH; start++) {
    const candidate = chars.slice(start).trim();
    if (looksComplete(candidate.toUpperCase())) return candidate;
  }
  return null;
}

type Burst = {
  target: HTMLInputElement | HTMLTextAreaElement;
  before: string;
  chars: string;
  first: number;
  last: number;
};

/**
 * While mounted: a printable key typed outside any text field (a select, a button) goes to the tag field,
 * focus with it; a burst typed at scanner speed into another text field (the remark) and ended by Enter is
 * taken out of that field and handed to `onScan`. Dialogs keep their keys.
 */
export function useScannerWedge(
  tagRef: RefObject<HTMLInputElement | null>,
  handlers: { onChar: (c: string) => void; onScan: (text: string) => void; looksComplete: (text: string) => boolean },
) {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    let burst: Burst | null = null;
    const onKeyDown = (e: KeyboardEvent) => {
      const tag = tagRef.current;
      const target = e.target as Element;
      if (!tag || target === tag || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      if (target.closest('[role="dialog"]')) return;
      if (e.key.length === 1 && e.key !== ' ') {
        if (!isTextEntry(target)) {
          // nothing to type into here (a select would even change its value): the key is the tag's
          e.preventDefault();
          tag.focus();
          handlersRef.current.onChar(e.key);
          return;
        }
        if (!burst || burst.target !== target || e.timeStamp - burst.last > PAUSE_MS)
          burst = { target, before: target.value, chars: '', first: e.timeStamp, last: e.timeStamp };
        burst.chars += e.key;
        burst.last = e.timeStamp;
        return;
      }
      if (e.key === 'Shift' || e.key === 'CapsLock') return; // scanners press Shift for capitals
      if (e.key !== 'Enter') {
        // an edit (Backspace, arrows): what was typed is no longer the end of the field's text
        if (burst?.target === target) burst = null;
        return;
      }
      if (!burst || burst.target !== target || e.timeStamp - burst.last > PAUSE_MS) return;
      const { chars } = burst;
      const fast = chars.length >= MIN_SCAN_LENGTH && (e.timeStamp - burst.first) / chars.length <= MEAN_GAP_MS;
      const text = completeSuffix(chars, handlersRef.current.looksComplete) ?? (fast ? chars : null);
      if (!text) return;
      e.preventDefault(); // not the form's submit with whatever the tag field holds
      setFieldValue(burst.target, burst.before + chars.slice(0, chars.length - text.length));
      burst = null;
      tag.focus();
      handlersRef.current.onScan(text);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [tagRef]);
}
