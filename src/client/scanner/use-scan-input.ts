import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useScannerWedge } from './use-scanner-wedge';

// The tag (or AWB) field of a scan page: auto-submit, Enter, the scanner wedge, and the rule that a scan is
// submitted once. Shared by every scan screen.

/** A typed value auto-submits 300 ms after the last keystroke. */
const AUTO_SUBMIT_MS = 300;
/**
 * A value not yet in a complete form waits longer: a kiosk starved of CPU can deliver a scanner's keys in
 * two bursts, and 300 ms would send the first half as a scan of its own (then a 404).
 */
const INCOMPLETE_SUBMIT_MS = 1500;
/** Enter and the timer, or a scanner's doubled Enter, within this time are one scan. */
const SAME_SCAN_MS = 1000;

type Options = {
  /** Submits the value; answers whether it was sent (false: refused on the device, e.g. a field missing). */
  onSubmit: (text: string) => boolean;
  /** Whether the value has a complete form (a bag tag, an AWB); others wait longer before auto-submit. */
  looksComplete: (text: string) => boolean;
};

export function useScanInput({ onSubmit, looksComplete }: Options) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  const last = useRef({ text: '', at: 0 });
  /** The value's auto-submit, waiting: an Enter submits it at once, and it must not submit it a second time. */
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const submit = (raw: string) => {
    clearTimeout(pending.current);
    const text = raw.trim();
    const now = Date.now();
    const recent = now - last.current.at < SAME_SCAN_MS;
    // the Enter that follows an auto-submitted scan, or the same code read twice at once
    if (recent && (!text || text === last.current.text)) return;
    if (onSubmit(text)) {
      last.current = { text, at: now };
      setValue('');
    }
  };

  useEffect(() => {
    const text = value.trim();
    if (!text) return;
    pending.current = setTimeout(
      () => submit(value),
      looksComplete(text.toUpperCase()) ? AUTO_SUBMIT_MS : INCOMPLETE_SUBMIT_MS,
    );
    return () => clearTimeout(pending.current);
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps

  // A scan read while the page the server drew was not yet live is in the field (it has the focus) but not in
  // the state: taken over once live, it submits as any typed value does.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) setValue(typed);
  }, []);

  useScannerWedge(ref, {
    onChar: (c) => setValue((v) => v + c),
    onScan: (text) => submit(text),
    looksComplete,
  });

  /** A deliberate choice (another event type) makes the next read a new scan, even of the same code at once. */
  const forgetLast = () => {
    last.current = { text: '', at: 0 };
  };

  /** Back to the field, its text selected: the next scan replaces it. */
  const focus = () => setTimeout(() => ref.current?.select(), 0);

  /**
   * Enter submits at once. A form with two text fields and no submit button (the tag and the remark) does
   * not submit on Enter by itself, and the next scan would be appended to this one.
   */
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit(e.currentTarget.value);
  };

  return { ref, value, setValue, submit, focus, forgetLast, onKeyDown };
}
