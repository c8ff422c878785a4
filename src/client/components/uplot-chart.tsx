import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Props = {
  /** x labels (days or months) and one series of values; null draws nothing (a month still to come). */
  labels: string[];
  values: (number | null)[];
  kind: 'bars' | 'line';
  color: string;
  label: string;
  height?: number;
  yMax?: number;
};

/** The width of an element, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!ref.current) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A small uPlot chart that follows its container's width. */
export function UPlotChart({ labels, values, kind, color, label, height = 220, yMax }: Props) {
  const { ref: sizeRef, width } = useWidth();
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target.current || width === 0) return;
    const xs = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        width,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(yMax ?? 0, max * 1.15, 5)] } },
        axes: [
          {
            // every label when they fit (about 48 px each), else every second or third
            values: (_u, ticks) => {
              const step = Math.max(1, Math.ceil((labels.length * 48) / width));
              return ticks.map((t) => (Math.round(t) % step === 0 ? (labels[Math.round(t)] ?? '') : ''));
            },
            splits: () => xs,
            grid: { show: false },
          },
          { size: 50, grid: { stroke: '#eee' } },
        ],
        series: [
          {},
          kind === 'bars'
            ? { label, fill: color, stroke: color, paths: uPlot.paths.bars!({ size: [0.6, 60] }), points: { show: false } }
            : { label, stroke: color, width: 2, fill: `${color}22`, points: { size: 6, fill: color } },
        ],
      },
      [xs, values],
      target.current,
    );
    return () => plot.destroy();
  }, [labels, values, width, height, kind, color, label, yMax]);
  return (
    <div ref={sizeRef} style={{ width: '100%' }} role="img" aria-label={`${label}: ${labels.map((l, i) => `${l} ${values[i] ?? '—'}`).join(', ')}`}>
      <div ref={target} />
    </div>
  );
}
