import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';

type Airport = { id: number; code: string; name: string };

/**
 * The airport of a scan or a filter, as the device's own select: instant on a slow kiosk, the
 * system picker on a phone, type-ahead on the code from a keyboard, and none of a custom dropdown's
 * weight on the scan screen's first load.
 */
export function AirportSelect({
  label,
  airports,
  value,
  onChange,
  emptyLabel,
  required,
  error,
  ...rest
}: {
  label?: ReactNode;
  'aria-label'?: string;
  airports: Airport[] | undefined;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  emptyLabel?: string;
  required?: boolean;
  error?: ReactNode;
}) {
  const data = [
    ...(emptyLabel !== undefined || !value ? [{ value: '', label: emptyLabel ?? '' }] : []),
    ...(airports ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` })),
  ];
  return (
    <NativeSelect
      label={label}
      aria-label={rest['aria-label']}
      required={required}
      error={error}
      data={data}
      value={value ? String(value) : ''}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    />
  );
}
