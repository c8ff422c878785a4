import { Alert, Button, Group, Loader, Modal, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useI18nContext, useNamespace } from '../lib/i18n';
import { decodeFrame } from './decoder-pool';
import { SCAN_FORMATS, type BarcodeFormat } from './formats';

// The camera scan dialogs: back camera, 640x480, about 10 frames a second to two decoding workers,
// starting 500 ms after the dialog opens. One component for every screen that scans (bags, freight, ULDs,
// search); it loads with the dialog, so no screen's first load carries the decoder.

const FRAME_MS = 100;
const START_DELAY_MS = 500;
const CLOSE_AFTER_READ_MS = 700;
const MAX_WIDTH = 640;

type CameraError = 'denied' | 'none' | 'inUse' | 'insecure' | 'failed';
type Phase =
  | { kind: 'starting' }
  | { kind: 'scanning' }
  | { kind: 'read'; text: string }
  | { kind: 'error'; error: CameraError; reason: string };

function cameraError(err: unknown): { error: CameraError; reason: string } {
  const name = (err as { name?: string } | null)?.name ?? 'Error';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { error: 'denied', reason: name };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { error: 'none', reason: name };
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError')
    return { error: 'inUse', reason: name };
  return { error: 'failed', reason: name };
}

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The text read: the screen submits it like a typed scan. */
  onDecoded: (text: string) => void;
  /** What the camera looks for (formats.ts), a scan desk's by default: Code 128 and the ITF plate. */
  formats?: readonly BarcodeFormat[];
};

export function CameraScanDialog(props: Props) {
  // the dialog's texts come with it (locales/*/camera)
  return useNamespace('camera') ? <Camera {...props} /> : null;
}

function Camera({ opened, onClose, onDecoded, formats = SCAN_FORMATS.desk }: Props) {
  const { LL } = useI18nContext();
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<MediaStreamTrack | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const [attempt, setAttempt] = useState(0);
  const decoded = useRef(onDecoded);
  decoded.current = onDecoded;
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!opened) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stream: MediaStream | null = null;
    const canvas = document.createElement('canvas');
    const startAt = Date.now() + START_DELAY_MS;
    setPhase({ kind: 'starting' });

    const tick = () => {
      if (stopped) return;
      const v = video.current;
      if (v && Date.now() >= startAt && v.readyState >= 2 && v.videoWidth) {
        const scale = Math.min(1, MAX_WIDTH / v.videoWidth);
        canvas.width = Math.round(v.videoWidth * scale);
        canvas.height = Math.round(v.videoHeight * scale);
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
        ctx.drawImage(v, 0, 0, canvas.width, canvas.height);
        void decodeFrame(ctx.getImageData(0, 0, canvas.width, canvas.height), formats)?.then((text) => {
          if (!text || stopped) return;
          stopped = true;
          clearTimeout(timer);
          setPhase({ kind: 'read', text });
          decoded.current(text);
          setTimeout(() => close.current(), CLOSE_AFTER_READ_MS);
        });
      }
      timer = setTimeout(tick, FRAME_MS);
    };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia)
        return setPhase({ kind: 'error', error: 'insecure', reason: 'no mediaDevices' });
      try {
        const size = { width: { ideal: 640 }, height: { ideal: 480 } };
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: deviceId
            ? { deviceId: { exact: deviceId }, ...size }
            : { facingMode: { ideal: 'environment' }, ...size },
        });
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        track.current = stream.getVideoTracks()[0] ?? null;
        const capabilities = (track.current?.getCapabilities?.() ?? {}) as { torch?: boolean };
        setTorch({ available: !!capabilities.torch, on: false });
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        // labels are only given once the camera is allowed
        setCameras((await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput'));
        if (!stopped) setPhase({ kind: 'scanning' });
        tick();
      } catch (err) {
        console.warn('camera:', err); // camera errors are logged for support; the dialog says what to do
        if (!stopped) setPhase({ kind: 'error', ...cameraError(err) });
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      track.current = null;
    };
  }, [opened, deviceId, attempt, formats]);

  const toggleTorch = async (on: boolean) => {
    try {
      await track.current?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ available: true, on });
    } catch (err) {
      console.warn('camera torch:', err);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={LL.camera.title()} centered size="lg">
      <Stack>
        {phase.kind === 'error' ? (
          <>
            <Alert color="red" role="alert">
              {phase.error === 'failed' ? LL.camera.failed({ reason: phase.reason }) : LL.camera[phase.error]()}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAttempt((n) => n + 1)}>
                {LL.camera.retry()}
              </Button>
              <Button onClick={onClose} data-autofocus>
                {LL.camera.close()}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <div
              style={{
                position: 'relative',
                background: '#000',
                aspectRatio: '4 / 3',
                borderRadius: 8,
                overflow: 'hidden',
              }}
            >
              {/* a live preview without sound, not a recording: nothing to caption */}
              <video
                ref={video}
                muted
                playsInline
                aria-hidden
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
              <div
                aria-hidden
                style={{
                  position: 'absolute',
                  inset: '30% 8%',
                  border: '3px solid rgba(255,255,255,0.85)',
                  borderRadius: 6,
                }}
              />
              {phase.kind === 'starting' && (
                <Group justify="center" style={{ position: 'absolute', inset: 0 }}>
                  <Loader color="white" aria-label={LL.camera.starting()} />
                </Group>
              )}
            </div>
            {phase.kind === 'read' ? (
              <Alert color="green" role="status">
                <Text ff="monospace" fw={700} size="lg">
                  {LL.camera.read({ text: phase.text })}
                </Text>
              </Alert>
            ) : (
              <Text size="sm">{LL.camera.hint()}</Text>
            )}
            <Group justify="space-between" align="flex-end">
              {cameras.length > 1 ? (
                <NativeSelect
                  label={LL.camera.choose()}
                  value={deviceId ?? track.current?.getSettings().deviceId ?? ''}
                  data={cameras.map((c, i) => ({
                    value: c.deviceId,
                    label: c.label || `${LL.camera.choose()} ${i + 1}`,
                  }))}
                  onChange={(e) => setDeviceId(e.currentTarget.value)}
                />
              ) : (
                <span />
              )}
              {torch.available && (
                <Switch
                  label={LL.camera.torch()}
                  checked={torch.on}
                  onChange={(e) => void toggleTorch(e.currentTarget.checked)}
                />
              )}
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
