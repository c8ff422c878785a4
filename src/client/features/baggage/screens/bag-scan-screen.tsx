import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { BAG_EVENT_TYPES, BAG_TAG_PATTERNS, type BagEventType } from '../../../../shared/codes';
import { useI18nContext } from '../../../lib/i18n';
import { ScanDesk, type DeskFields } from '../../../scanner/scan-desk';
import { useDeskEvents } from '../../../scanner/use-desk-events';
import { useBagScanPost, useRecentEvents, type ScanInput } from '../api/scans';
import { lastEventTypeAtom } from '../atoms';
import { BagEventsTable, type BagEventRow } from '../../../components/bag-events-table';

const isBagTag = (text: string) => BAG_TAG_PATTERNS.some((p) => p.test(text));
const tagOf = (scan: ScanInput) => scan.bag_tag_number;
/** The device's queue key of bag scans, as it has always been (scans queued before an update are still sent). */
const QUEUE_KEY = 'tarmac.scan.queue';

export function BagScanScreen() {
  const { LL } = useI18nContext();
  const post = useBagScanPost();
  // the page asks for 12 and keeps 10 once scans come in; the form paints first, the list fills in when the app runs
  // (lib/not-drawn.ts)
  const recent = useRecentEvents(12, { drawn: false });
  const events = useDeskEvents<BagEventRow>(recent.data, 10);
  // load control: a LOADED scan names the ULD (by the code on its tag) and the hold position; both stay for the
  // next bags, as an agent fills one ULD bag after bag
  const [uldCode, setUldCode] = useState('');
  const [holdPosition, setHoldPosition] = useState('');
  const toScan = ({ code, ...fields }: DeskFields<BagEventType>): ScanInput => ({
    bag_tag_number: code,
    ...fields,
    ...(fields.event_type === 'LOADED' && {
      uld_code: uldCode.trim() || null,
      hold_position: holdPosition.trim() || null,
    }),
  });

  return (
    <ScanDesk
      title={LL.titles.scanBag()}
      code={{ label: LL.scan.tag(), placeholder: LL.scan.tagPlaceholder(), looksComplete: isBagTag }}
      eventTypes={BAG_EVENT_TYPES}
      eventTypeAtom={lastEventTypeAtom}
      queueKey={QUEUE_KEY}
      toScan={toScan}
      fields={(type) =>
        type === 'LOADED' && (
          <>
            <TextInput
              label={LL.scan.uld()}
              description={LL.scan.uldHint()}
              value={uldCode}
              onChange={(e) => setUldCode(e.currentTarget.value.toUpperCase())}
              autoComplete="off"
              maxLength={16}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <TextInput
              label={LL.scan.holdPosition()}
              description={LL.scan.holdPositionHint()}
              value={holdPosition}
              onChange={(e) => setHoldPosition(e.currentTarget.value.toUpperCase())}
              autoComplete="off"
              maxLength={4}
            />
          </>
        )
      }
      post={post}
      codeOf={tagOf}
      subject={(tag) => LL.scan.errorTag({ tag })}
      onRecorded={({ event }) => events.add(event)}
      recentTitle={LL.scan.recent()}
      recent={<BagEventsTable rows={events.rows} caption={LL.scan.recent()} narrow />}
    />
  );
}
