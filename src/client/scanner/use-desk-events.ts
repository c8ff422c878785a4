import { useCallback, useEffect, useState } from 'react';

/**
 * A scan desk's recent events: the server's list once it arrives, then each recorded scan on top (once,
 * even when a retried scan answers an event already shown), keeping the newest `keep`.
 */
export function useDeskEvents<E extends { id: number }>(fromServer: E[] | undefined, keep: number) {
  // the server's list when it is already here (it came with the page): the first render shows the rows
  const [rows, setRows] = useState<E[] | null>(fromServer ?? null);
  useEffect(() => {
    if (fromServer && rows === null) setRows(fromServer);
  }, [fromServer, rows]);
  const add = useCallback(
    (event: E) => setRows((list) => [event, ...(list ?? []).filter((e) => e.id !== event.id)].slice(0, keep)),
    [keep],
  );
  return { rows: rows ?? undefined, add };
}
