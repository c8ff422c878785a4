import { Button, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';

/**
 * One choice among a few, as big buttons two to a row: every option visible and tappable on a phone
 * and in a narrow kiosk column (a segmented control cut TRANSFERRED off). A radio group to assistive
 * technology; the chosen one is filled.
 */
export function ChoiceButtons<T extends string>({
  label,
  value,
  options,
  onChange,
  labelHidden,
  disabled,
}: {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
  labelHidden?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelHidden ? undefined : id} aria-label={labelHidden ? label : undefined}>
      {!labelHidden && (
        <Text id={id} fw={700} size="sm" mb={4}>
          {label}
        </Text>
      )}
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {options.map((o) => (
          <Button
            key={o.value}
            role="radio"
            aria-checked={o.value === value}
            variant={o.value === value ? 'filled' : 'default'}
            size="md"
            fz="sm"
            px={4}
            disabled={disabled}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </Button>
        ))}
      </SimpleGrid>
    </div>
  );
}
