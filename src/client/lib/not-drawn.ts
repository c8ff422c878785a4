// Decision 044: the server draws a signed-in user's first screen with the answers it shows. Lists of latest events
// are left to the browser: the dashboards' (below the charts, out of the first screen) and the scan desks' (beside
// the form: the form an agent scans with paints first, the list fills in once the app runs). Their rows were a third
// or more of a page's elements, which a kiosk at 4× CPU styles and lays out before its first paint. The server draws
// such a list's heading and an empty table; the browser asks for its rows.

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
