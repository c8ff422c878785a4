import { Badge } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';

/** A shift's or an assignment's status: Active or Inactive (older screens wrote "Desactive"). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { LL } = useI18nContext();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" style={{ overflow: 'visible', minWidth: 'max-content' }}>
      {active ? LL.shifts.active() : LL.shifts.inactive()}
    </Badge>
  );
}
