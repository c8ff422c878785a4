import { Alert, Card, Grid, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { BAG_EVENT_TYPES } from '../../../../shared/schemas/baggage-events';
import { AirportSelect } from '../../../components/airport-select';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { Screen } from '../../../components/screen';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { uuid } from '../../../lib/uuid';
import { useUser } from '../../auth/api/use-current-user';
import { useAirports } from '../../flights/api/flights';
import { useRecentEvents, useScanSender } from '../api/scans';
import { lastAirportAtom, lastEventTypeAtom, soundOnAtom } from '../atoms';
import { EventsTable, type EventRow } from '../components/events-table';
import { lazyPart } from '../../../lib/lazy';
import { beep } from '../sound';

// rendered from the start, so its chunk is there before the first refused scan
const ScanErrorDialog = lazyPart(() => import('../components/scan-error-dialog'), 'ScanErrorDialog');

const AUTO_SUBMIT_MS = 300; // SPEC §9
const EVENT_OPTIONS = BAG_EVENT_TYPES.map((t) => ({ value: t, label: t }));
type ListedEvent = EventRow;

export function BagScanScreen() {
  const { LL } = useI18nContext();
  const user = useUser();
  const airports = useAirports();
  const [eventType, setEventType] = useAtom(lastEventTypeAtom);
  const [storedAirport, setAirport] = useAtom(lastAirportAtom);
  const [soundOn, setSoundOn] = useAtom(soundOnAtom);
  const airport = storedAirport ?? user.airport?.id ?? null;
  const [tag, setTag] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<{ message: string; tag: string } | null>(null);
  const [events, setEvents] = useState<ListedEvent[] | null>(null);
  const tagRef = useRef<HTMLInputElement>(null);
  const recent = useRecentEvents(12);
  useEffect(() => {
    if (recent.data && events === null) setEvents(recent.data);
  }, [recent.data, events]);

  const { send, pending } = useScanSender({
    onRecorded: ({ event, message }) => {
      setEvents((list) => [event, ...(list ?? []).filter((e) => e.id !== event.id)].slice(0, 10));
      if (event.warnings.length) {
        if (soundOn) beep('warn');
        for (const w of event.warnings) notifyWarning(LL.scan.warning({ warning: w }));
      } else if (soundOn) beep('ok');
      notifySuccess(message);
    },
    onRefused: (message, scan) => {
      if (soundOn) beep('error');
      setError({ message, tag: scan.bag_tag_number });
    },
  });

  const submit = (value: string) => {
    const bagTag = value.trim();
    // SPEC §5: all three fields, else "Scan failed" and nothing is sent
    if (!bagTag || !eventType || !airport) {
      if (soundOn) beep('error');
      // the tag stays, selected: Enter retries it, the next scan replaces it instead of appending
      tagRef.current?.select();
      return notifyError(LL.scan.failed());
    }
    setTag(''); // ready for the next bag at once; the scan goes on in the background
    void send({ bag_tag_number: bagTag, event_type: eventType, airport_id: airport, remark: remark || null, client_event_id: uuid() });
  };

  // a keyboard-wedge scanner types fast and presses Enter; a person types and pauses
  useEffect(() => {
    if (!tag.trim()) return;
    const timer = setTimeout(() => submit(tag), AUTO_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [tag]); // eslint-disable-line react-hooks/exhaustive-deps

  const closeError = () => {
    setError(null);
    setTag('');
    setTimeout(() => tagRef.current?.focus(), 0);
  };

  return (
    <Screen
      title={LL.titles.scanBag()}
      actions={<Switch label={LL.scan.sound()} checked={soundOn} onChange={(e) => setSoundOn(e.currentTarget.checked)} />}
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submit(tag);
              }}
            >
              <Stack>
                <TextInput
                  ref={tagRef}
                  label={LL.scan.tag()}
                  placeholder={LL.scan.tagPlaceholder()}
                  value={tag}
                  onChange={(e) => setTag(e.currentTarget.value)}
                  autoFocus
                  autoComplete="off"
                  size="lg"
                  styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
                />
                <ChoiceButtons
                  label={LL.scan.eventType()}
                  value={eventType}
                  options={EVENT_OPTIONS}
                  onChange={(v) => {
                    setEventType(v);
                    // once the click is over: back to the tag, selected, for the scanner
                    setTimeout(() => tagRef.current?.select(), 0);
                  }}
                />
                <AirportSelect label={LL.scan.airport()} airports={airports.data} value={airport} onChange={setAirport} />
                <TextInput label={LL.scan.remark()} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} maxLength={500} />
                {pending > 0 && (
                  <Alert color="yellow" role="status">
                    {LL.scan.pending({ count: pending })}
                  </Alert>
                )}
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {LL.scan.recent()}
              </Title>
            </Group>
            <EventsTable rows={events ?? undefined} caption={LL.scan.recent()} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ScanErrorDialog error={error} onClose={closeError} />
    </Screen>
  );
}
