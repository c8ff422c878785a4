import { ActionIcon, Alert, Card, Grid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useAtom, type WritableAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { AirportSelect } from '../components/airport-select';
import { ChoiceButtons } from '../components/choice-buttons';
import { CameraIcon } from '../components/icons';
import { Screen } from '../components/screen';
import { useI18nContext } from '../lib/i18n';
import { lazyPart } from '../lib/lazy';
import { notifyError, notifySuccess, notifyWarning } from '../lib/notify';
import { uuid } from '../lib/uuid';
import { useUser } from '../lib/session/use-current-user';
import { useAirports } from '../lib/reference';
import { lastAirportAtom, soundOnAtom } from './atoms';
import { ScanBand, useScanBand } from './scan-band';
import { useScanQueue, type QueuedScan } from './scan-queue';
import { beep } from './sound';
import { useScanInput } from './use-scan-input';

// rendered from the start, so its chunk is there before the first refused scan
const ScanErrorDialog = lazyPart(() => import('./scan-error-dialog'), 'ScanErrorDialog');
// the camera and its decoder load when the agent first opens it
const CameraScanDialog = lazyPart(() => import('./camera-scan-dialog'), 'CameraScanDialog');

/** What a desk's server answers to a scan: the event recorded, its warnings, and a message. */
export type DeskResult = { event: { event_type: string; warnings: string[] }; message: string };
/** How a desk posts one scan (the signal abandons it when the server does not answer). */
export type DeskPost<I, R> = (scan: I, signal: AbortSignal) => Promise<R>;
/** The fields every desk gathers, made into the scan its API takes. */
export type DeskFields<T> = {
  code: string;
  event_type: T;
  airport_id: number;
  remark: string | null;
  client_event_id: string;
};

type Props<T extends string, I extends QueuedScan, R extends DeskResult> = {
  title: string;
  /** The code field: its label, placeholder, and whether a value has a complete form (auto-submit sooner). */
  code: { label: string; placeholder: string; looksComplete: (text: string) => boolean };
  eventTypes: readonly T[];
  /** The desk's last event type, remembered on the device. */
  eventTypeAtom: WritableAtom<T | null, [T | null], void>;
  /** The device's storage key of the desk's offline queue. */
  queueKey: string;
  toScan: (fields: DeskFields<T>) => I;
  post: DeskPost<I, R>;
  /** The code of a scan and of a recorded event, for the band. */
  codeOf: (scan: I) => string;
  /** What the Scan Error dialog names ("Tag: …", "AWB: …"). */
  subject: (code: string) => string;
  onRecorded: (result: R) => void;
  recentTitle: string;
  recent: ReactNode;
  /** What the desk works on, above the form (the ULD being charged). */
  header?: ReactNode;
  /** The desk's own fields under the event type, for the type chosen (the bag desk's ULD and hold position). */
  fields?: (eventType: T | null) => ReactNode;
};

/**
 * A scan desk (Bag scan, Shipment scan): the code field (scanner, keyboard, camera; Enter and
 * auto-submit), event type buttons, airport and remark; the device's queue that loses no scan; the result
 * band, sounds and toasts; the Scan Error dialog; and the desk's recent events beside. Bag and freight desks
 * differ only in their props.
 */
export function ScanDesk<T extends string, I extends QueuedScan, R extends DeskResult>(p: Props<T, I, R>) {
  const { LL } = useI18nContext();
  const user = useUser();
  const airports = useAirports();
  const [eventType, setEventType] = useAtom(p.eventTypeAtom);
  const [storedAirport, setAirport] = useAtom(lastAirportAtom);
  const [soundOn, setSoundOn] = useAtom(soundOnAtom);
  const airport = storedAirport ?? user.airport?.id ?? null;
  const [remark, setRemark] = useState('');
  const [camera, setCamera] = useState(false);
  const { band, flash } = useScanBand();
  const [error, setError] = useState<{ message: string; subject: string } | null>(null);
  const options = p.eventTypes.map((t) => ({ value: t, label: t }));

  const { send, pending } = useScanQueue<I, R>({
    key: p.queueKey,
    post: p.post,
    onRecorded: (result, scan) => {
      const { event, message } = result;
      p.onRecorded(result);
      if (event.warnings.length) {
        if (soundOn) beep('warn');
        for (const w of event.warnings) notifyWarning(LL.scan.warning({ warning: w }));
      } else if (soundOn) beep('ok');
      // the first warning in the band itself: a wrong flight must be read from the ramp, not only in a toast
      flash({
        tone: event.warnings.length ? 'warn' : 'ok',
        code: p.codeOf(scan),
        label: event.event_type,
        detail: event.warnings[0],
      });
      notifySuccess(message);
    },
    onRefused: (message, scan) => {
      if (soundOn) beep('error');
      flash({ tone: 'error', code: p.codeOf(scan), label: LL.scan.errorTitle() });
      setError({ message, subject: p.subject(p.codeOf(scan)) });
    },
  });

  const input = useScanInput({
    looksComplete: p.code.looksComplete,
    onSubmit: (code) => {
      // all three fields (code, event type, airport), else "Scan failed", saying which is missing, and nothing is sent
      const missing = !code
        ? LL.scan.missingCode()
        : !eventType
          ? LL.scan.missingEventType()
          : !airport
            ? LL.scan.missingAirport()
            : null;
      if (missing || !eventType || !airport) {
        if (soundOn) beep('error');
        flash({ tone: 'error', code, label: LL.scan.failed(), detail: missing ?? undefined });
        // the code stays, selected: Enter retries it, the next scan replaces it instead of appending
        input.focus();
        notifyError(LL.scan.failedBecause({ reason: missing ?? '' }));
        return false;
      }
      // ready for the next scan at once; this one goes on in the background
      send(
        p.toScan({ code, event_type: eventType, airport_id: airport, remark: remark || null, client_event_id: uuid() }),
      );
      return true;
    },
  });

  const closeError = () => {
    setError(null);
    input.setValue('');
    input.focus();
  };

  return (
    <Screen
      title={p.title}
      actions={
        <Switch label={LL.scan.sound()} checked={soundOn} onChange={(e) => setSoundOn(e.currentTarget.checked)} />
      }
    >
      {p.header}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                input.submit(input.value);
              }}
            >
              <Stack>
                <TextInput
                  ref={input.ref}
                  label={p.code.label}
                  placeholder={p.code.placeholder}
                  value={input.value}
                  onChange={(e) => input.setValue(e.currentTarget.value)}
                  onKeyDown={input.onKeyDown}
                  autoFocus
                  autoComplete="off"
                  size="lg"
                  styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
                  rightSectionWidth={52}
                  rightSection={
                    <ActionIcon
                      variant="subtle"
                      size="xl"
                      aria-label={LL.scan.camera()}
                      onClick={() => setCamera(true)}
                    >
                      <CameraIcon />
                    </ActionIcon>
                  }
                />
                {/* right under the field, where the agent looks: below the form it was out of sight on a kiosk */}
                {pending > 0 && (
                  <Alert color="yellow" role="status">
                    {LL.scan.pending({ count: pending })}
                  </Alert>
                )}
                <ChoiceButtons
                  label={LL.scan.eventType()}
                  value={eventType}
                  options={options}
                  onChange={(v) => {
                    setEventType(v);
                    input.forgetLast();
                    // once the click is over: back to the code, selected, for the scanner
                    input.focus();
                  }}
                />
                {p.fields?.(eventType)}
                <AirportSelect
                  label={LL.scan.airport()}
                  airports={airports.data}
                  value={airport}
                  onChange={setAirport}
                />
                <TextInput
                  label={LL.scan.remark()}
                  value={remark}
                  onChange={(e) => setRemark(e.currentTarget.value)}
                  maxLength={500}
                />
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {p.recentTitle}
            </Title>
            {p.recent}
          </Stack>
        </Grid.Col>
      </Grid>
      <ScanErrorDialog error={error} onClose={closeError} />
      {camera && (
        <CameraScanDialog
          opened={camera}
          onClose={() => {
            setCamera(false);
            input.focus();
          }}
          onDecoded={(text) => {
            input.setValue(text);
            input.submit(text);
          }}
        />
      )}
      <ScanBand band={band} />
    </Screen>
  );
}
