import { Alert, Card, Grid, Group, SegmentedControl, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { BAG_EVENT_TYPES } from '../../../../shared/schemas/baggage-events';
import { Screen } from '../../../components/app-layout';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uuid } from '../../../lib/uuid';
import { notifications } from '@mantine/notifications';
import { useUser } from '../../auth/api/use-current-user';
import { useAirports } from '../../flights/api/flights';
import { useRecentEvents, useScanSender } from '../api/scans';
import { lastAirportAtom, lastEventTypeAtom, soundOnAtom } from '../atoms';
import { EventsTable, type EventRow } from '../components/events-table';
import { ScanErrorDialog } from '../components/scan-error-dialog';
import { beep } from '../sound';

const AUTO_SUBMIT_MS = 300; // SPEC §9
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
        for (const w of event.warnings) notifications.show({ color: 'orange', message: LL.scan.warning({ warning: w }), autoClose: 8000 });
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
                <div>
                  <Title order={6} mb={4}>
                    {LL.scan.eventType()}
                  </Title>
                  <SegmentedControl
                    fullWidth
                    aria-label={LL.scan.eventType()}
                    value={eventType ?? ''}
                    onChange={(v) => {
                      setEventType(v as (typeof BAG_EVENT_TYPES)[number]);
                      // once the click is over: back to the tag, selected, for the scanner
                      setTimeout(() => tagRef.current?.select(), 0);
                    }}
                    data={BAG_EVENT_TYPES.map((t) => ({ value: t, label: t }))}
                  />
                </div>
                <Select
                  label={LL.scan.airport()}
                  searchable
                  value={airport ? String(airport) : null}
                  onChange={(v) => setAirport(v ? Number(v) : null)}
                  data={(airports.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }))}
                />
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
              <Title order={4}>{LL.scan.recent()}</Title>
            </Group>
            <EventsTable rows={events ?? undefined} caption={LL.scan.recent()} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ScanErrorDialog error={error} onClose={closeError} />
    </Screen>
  );
}
