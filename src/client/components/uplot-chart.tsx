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
  /**
   * A level to read the values against (a world average), drawn as a dashed second series: uPlot then fits
   * the y scale to it as to the values, and the chart's text alternative names it.
   */
  reference?: { value: number; label: string; color: string };
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
export function UPlotChart({ labels, values, kind, color, label, height = 220, yMax, reference }: Props) {
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
        scales: {
          x: { time: false, range: [-0.5, labels.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(yMax ?? 0, max * 1.15, 5)] },
        },
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
            ? {
                label,
                fill: color,
                stroke: color,
                paths: uPlot.paths.bars!({ size: [0.6, 60] }),
                points: { show: false },
              }
            : { label, stroke: color, width: 2, fill: `${color}22`, points: { size: 6, fill: color } },
          ...(reference
            ? [{ label: reference.label, stroke: reference.color, width: 2, dash: [8, 6], points: { show: false } }]
            : []),
        ],
      },
      reference ? [xs, values, xs.map(() => reference.value)] : [xs, values],
      target.current,
    );
    return () => plot.destroy();
  }, [labels, values, width, height, kind, color, label, yMax, reference]);
  return (
    <div
      ref={sizeRef}
      style={{ width: '100%' }}
      role="img"
      aria-label={`${label}: ${labels.map((l, i) => `${l} ${values[i] ?? '—'}`).join(', ')}${reference ? `; ${reference.label}` : ''}`}
    >
      <div ref={target} />
    </div>
  );
}
