import { Group, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18nContext } from '../../../lib/i18n';

// The wall screen: the whole screen, type read from three metres, the airport and its clock always in view, and the
// flights turned a page at a time when they do not fit. It stays up for days: one clock and one page timer, both
// stopped with it, and nothing kept from one board to the next.

/** How long a page of flights stays before the next: long enough to read a row from across the room. */
export const PAGE_MS = 10_000;

/** The time at the airport, to the second, as a wall clock (a kiosk's own clock may be set to another zone). */
function Clock({ zone, airport }: { zone: string; airport: string }) {
  const { LL, locale } = useI18nContext();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
    [locale, zone],
  );
  const time = format.format(now);
  return (
    <Text
      component="time"
      fz={44}
      fw={700}
      data-testid="board-clock"
      aria-label={LL.board.clock({ airport })}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {time}
    </Text>
  );
}

/**
 * Turns `pane` a page down every PAGE_MS while its content overflows, back to the top after the last page; a still
 * page for a reader who asked for less motion is a jump instead of a glide.
 */
function usePaging(pane: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setInterval(() => {
      const el = pane.current;
      if (!el || el.scrollHeight <= el.clientHeight) return;
      const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
      // a page less a little, so the row cut at the bottom is read whole at the top of the next
      const top = atEnd ? 0 : el.scrollTop + el.clientHeight * 0.85;
      el.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
    }, PAGE_MS);
    return () => clearInterval(timer);
  }, [pane]);
}

export function WallScreen({
  title,
  label,
  airport,
  zone,
  status,
  children,
}: {
  title: string;
  /** What the scrolling pane holds, for a screen reader (it takes the focus, to be scrolled by keys too). */
  label: string;
  airport: string;
  zone: string | null;
  status: ReactNode;
  children: ReactNode;
}) {
  const pane = useRef<HTMLDivElement>(null);
  usePaging(pane);
  return (
    <div className="board-wall" data-testid="board-wall">
      <Group justify="space-between" align="center" wrap="nowrap" className="board-wall-head">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} fz={32}>
            {title}
          </Title>
          <Text fz={24} fw={600}>
            {airport}
          </Text>
        </div>
        {zone && <Clock zone={zone} airport={airport} />}
        {status}
      </Group>
      <div
        className="board-wall-pane"
        ref={pane}
        data-testid="board-wall-pane"
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
