import { useCallback, useEffect, useRef, useState } from 'react';

// A scan's outcome as a band across the top of the screen, big enough to read from a metre away on a noisy
// ramp, for a second. The sounds say the same; the toasts keep the details.

/** `detail`: the first warning, read on the band as well as in its toast. */
export type Band = { tone: 'ok' | 'warn' | 'error'; code: string; label: string; detail?: string };

const SHOWN_MS = 1000;
// a warning is a sentence to read, not a colour to see: it stays long enough to be read
const DETAIL_SHOWN_MS = 4000;
const COLOURS = {
  ok: { background: 'var(--mantine-color-green-8)', color: '#fff' },
  warn: { background: 'var(--mantine-color-yellow-4)', color: '#1a1a1a' },
  error: { background: 'var(--mantine-color-red-8)', color: '#fff' },
} as const;

export function useScanBand() {
  const [band, setBand] = useState<Band | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flash = useCallback((next: Band) => {
    clearTimeout(timer.current);
    setBand(next);
    timer.current = setTimeout(() => setBand(null), next.detail ? DETAIL_SHOWN_MS : SHOWN_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { band, flash };
}

export function ScanBand({ band }: { band: Band | null }) {
  return (
    <div role="status" aria-live="polite" data-testid="scan-band" data-tone={band?.tone}>
      {band && (
        <div
          style={{
            ...COLOURS[band.tone],
            position: 'fixed',
            insetInline: 0,
            top: 0,
            zIndex: 1000,
            padding: '14px 24px',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4px 24px',
            alignItems: 'baseline',
            justifyContent: 'center',
            fontSize: 'clamp(1.5rem, 4vw, 2.5rem)',
            fontWeight: 800,
            boxShadow: '0 4px 12px rgba(0,0,0,0.3)',
            pointerEvents: 'none',
          }}
        >
          <span style={{ fontFamily: 'monospace', letterSpacing: 1 }}>{band.code}</span>
          <span>{band.label}</span>
          {band.detail && (
            <span data-testid="scan-band-detail" style={{ flexBasis: '100%', textAlign: 'center', fontSize: '0.6em' }}>
              {band.detail}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
