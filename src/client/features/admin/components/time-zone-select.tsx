import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useI18nContext } from '../../../lib/i18n';
import { useUser } from '../../../lib/session/use-current-user';

/** The IANA zones the browser knows, searched as one types ("Lubum…"); empty means this airport's own zone. */
export function TimeZoneSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  const { LL } = useI18nContext();
  const user = useUser();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  return (
    <Select
      label={LL.admin.timeZone()}
      description={LL.admin.timeZoneHelp()}
      placeholder={LL.admin.timeZoneOf({ tz: user.timezone })}
      data={zones}
      searchable
      clearable
      allowDeselect={false}
      limit={50}
      {...props}
    />
  );
}
