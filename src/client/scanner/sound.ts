// Audible confirmation without sound files: a short high beep for success, two low ones for failure.
let ctx: AudioContext | null = null;

function tone(freq: number, start: number, duration: number) {
  ctx ??= new AudioContext();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = freq;
  osc.type = 'square';
  gain.gain.value = 0.08;
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + duration);
}

export function beep(kind: 'ok' | 'warn' | 'error') {
  try {
    if (kind === 'ok') tone(1320, 0, 0.09);
    else if (kind === 'warn') {
      tone(880, 0, 0.12);
      tone(1320, 0.16, 0.12);
    } else {
      tone(220, 0, 0.18);
      tone(220, 0.26, 0.18);
    }
  } catch {
    // no audio device: the toast and dialog still tell
  }
}
