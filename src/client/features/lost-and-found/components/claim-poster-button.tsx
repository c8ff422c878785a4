import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../lib/i18n';
import { useAirports } from '../../../lib/reference';
import { useUser } from '../../../lib/session/use-current-user';

/**
 * The reclaim hall's poster (a PDF in both languages, the screen's first) with the QR code of the passengers' filing
 * page: for the agent's own airport, or the one chosen by someone who has none (an administrator).
 */
export function ClaimPosterButton() {
  const { LL, locale } = useI18nContext();
  const user = useUser();
  const airports = useAirports();
  const [chosen, setChosen] = useState('');
  const code = user.airport?.code ?? chosen;
  return (
    <Group gap="xs" align="flex-end">
      {!user.airport && (
        <NativeSelect
          label={LL.claims.posterAirport()}
          size="xs"
          value={chosen}
          onChange={(e) => setChosen(e.currentTarget.value)}
          data={[
            { value: '', label: '-' },
            ...(airports.data ?? []).map((a) => ({ value: a.code, label: `${a.code} ${a.name}` })),
          ]}
        />
      )}
      <Button
        component="a"
        href={code ? `/api/airports/${encodeURIComponent(code)}/claim-poster.pdf?lang=${locale}` : undefined}
        target="_blank"
        rel="noopener"
        variant="light"
        size="compact-md"
        disabled={!code}
      >
        {LL.claims.posterButton()}
      </Button>
    </Group>
  );
}
