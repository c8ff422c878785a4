import { ActionIcon, Alert, Card, Grid, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { BAG_TAG_PATTERNS } from '../../../../shared/schemas/bags';
import { BAG_EVENT_TYPES } from '../../../../shared/schemas/baggage-events';
import { AirportSelect } from '../../../components/airport-select';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { CameraIcon } from '../../../components/icons';
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
import { ScanBand, useScanBand } from '../../scanner/scan-band';
import { useScanInput } from '../../scanner/use-scan-input';

// rendered from the start, so its chunk is there before the first refused scan
const ScanErrorDialog = lazyPart(() => import('../components/scan-error-dialog'), 'ScanErrorDialog');
// the camera and its decoder load when the agent first opens it
const CameraScanDialog = lazyPart(() => import('../../scanner/camera-scan-dialog'), 'CameraScanDialog');

const isBagTag = (text: string) => BAG_TAG_PATTERNS.some((p) => p.test(text));
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
  const [remark, setRemark] = useState('');
  const [camera, setCamera] = useState(false);
  const { band, flash } = useScanBand();
  const [error, setError] = useState<{ message: string; tag: string } | null>(null);
  const [events, setEvents] = useState<ListedEvent[] | null>(null);
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
      flash({ tone: event.warnings.length ? 'warn' : 'ok', code: event.bag_tag_number, label: event.event_type });
      notifySuccess(message);
    },
    onRefused: (message, scan) => {
      if (soundOn) beep('error');
      flash({ tone: 'error', code: scan.bag_tag_number, label: LL.scan.errorTitle() });
      setError({ message, tag: scan.bag_tag_number });
    },
  });

  const tag = useScanInput({
    looksComplete: isBagTag,
    onSubmit: (bagTag) => {
      // SPEC §5: all three fields, else "Scan failed" and nothing is sent
      if (!bagTag || !eventType || !airport) {
        if (soundOn) beep('error');
        flash({ tone: 'error', code: bagTag, label: LL.scan.failed() });
        // the tag stays, selected: Enter retries it, the next scan replaces it instead of appending
        tag.focus();
        notifyError(LL.scan.failed());
        return false;
      }
      // ready for the next bag at once; the scan goes on in the background
      send({ bag_tag_number: bagTag, event_type: eventType, airport_id: airport, remark: remark || null, client_event_id: uuid() });
      return true;
    },
  });

  const closeError = () => {
    setError(null);
    tag.setValue('');
    tag.focus();
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
                tag.submit(tag.value);
              }}
            >
              <Stack>
                <TextInput
                  ref={tag.ref}
                  label={LL.scan.tag()}
                  placeholder={LL.scan.tagPlaceholder()}
                  value={tag.value}
                  onChange={(e) => tag.setValue(e.currentTarget.value)}
                  onKeyDown={tag.onKeyDown}
                  autoFocus
                  autoComplete="off"
                  size="lg"
                  styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
                  rightSectionWidth={52}
                  rightSection={
                    <ActionIcon variant="subtle" size="xl" aria-label={LL.scan.camera()} onClick={() => setCamera(true)}>
                      <CameraIcon />
                    </ActionIcon>
                  }
                />
                <ChoiceButtons
                  label={LL.scan.eventType()}
                  value={eventType}
                  options={EVENT_OPTIONS}
                  onChange={(v) => {
                    setEventType(v);
                    // once the click is over: back to the tag, selected, for the scanner
                    tag.focus();
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
      {camera && (
        <CameraScanDialog
          opened={camera}
          onClose={() => {
            setCamera(false);
            tag.focus();
          }}
          onDecoded={(text) => {
            tag.setValue(text);
            tag.submit(text);
          }}
        />
      )}
      <ScanBand band={band} />
    </Screen>
  );
}
