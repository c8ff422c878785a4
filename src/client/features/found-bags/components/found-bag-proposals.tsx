import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { NamespaceGate } from '../../../components/namespace-gate';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { useFoundBagMatches } from '../api/found-bags';
import { MatchReasons } from './match-reasons';

/** In a claim's dialog: the open found bags that may be its bag, best first (confirmed from the found bag). */
export function FoundBagProposals({ claimId }: { claimId: number }) {
  return (
    <NamespaceGate ns="foundBags">
      <Proposals claimId={claimId} />
    </NamespaceGate>
  );
}

function Proposals({ claimId }: { claimId: number }) {
  const { LL, locale } = useI18nContext();
  const t = LL.foundBags;
  const matches = useFoundBagMatches(claimId);
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t.claimProposals()}
      </Title>
      {matches.isPending && <Loader size="sm" aria-label={LL.app.loading()} />}
      {matches.data?.length === 0 && <Text size="sm">{t.empty()}</Text>}
      {!!matches.data?.length && (
        <TableScroll minWidth={560} label={t.claimProposals()}>
          <Table fz="sm" aria-label={t.claimProposals()}>
            <Table.Tbody>
              {matches.data.map((m) => (
                <Table.Tr key={m.found_bag.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    #{m.found_bag.id} · {m.found_bag.found_location} ({m.found_bag.airport.code}) · {formatDateTime(m.found_bag.found_at, locale)}
                  </Table.Td>
                  <Table.Td fw={700}>{m.score}</Table.Td>
                  <Table.Td>
                    <MatchReasons reasons={m.reasons} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
