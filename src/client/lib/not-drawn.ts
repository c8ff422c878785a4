// Decision 044: the server draws a signed-in user's first screen with the answers it shows. A question whose answer
// shows only below the first screen (the dashboard's latest scans, under the charts) is better left to the browser:
// its rows would add a third of the page's elements, which a kiosk at 4× CPU styles and lays out before its first
// paint, for nothing it can see yet. The server draws such a list as loading; the browser asks for it once the app runs.

/** The `meta` of a question the server does not answer in the page it draws. */
const NOT_DRAWN = { drawn: false } as const;

/** Whether the server answers this question in the page it draws. */
export const isDrawn = (meta: Record<string, unknown> | undefined) => meta?.drawn !== false;

/** How a screen asks for a refreshed list: every so often, and whether the server draws it. */
export type ListOptions = { refetchInterval?: number; drawn?: false };

/** A list's query options from ListOptions. */
export const listQueryOptions = (opts: ListOptions) => ({
  refetchInterval: opts.refetchInterval,
  meta: opts.drawn === false ? NOT_DRAWN : undefined,
});
