import { Anchor, Image, Stack, Table, Title } from '@mantine/core';
import { NamespaceGate } from '../../../components/namespace-gate';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/trpc';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { photoUrl, useConfirmMatch, useFoundBagMatches, type FoundBag } from '../api/matching';
import { MatchCells } from './match-reasons';
import { ProposalsState } from './proposals-state';

/**
 * In a claim's dialog: the open found bags that may be its bag, best first, with their photos; the passenger
 * at the desk says which is theirs and the agent confirms it here, as from the found bag.
 */
export function FoundBagProposals({ claimId, reference }: { claimId: number; reference: string }) {
  return (
    <NamespaceGate ns="foundBags">
      <Proposals claimId={claimId} reference={reference} />
    </NamespaceGate>
  );
}

function Proposals({ claimId, reference }: { claimId: number; reference: string }) {
  const { LL, locale } = useI18nContext();
  const t = LL.foundBags;
  const matches = useFoundBagMatches(claimId);
  const confirm = useConfirmMatch({
    onSuccess: () => notifySuccess(t.confirmed({ ref: reference })),
    onError: (err) => notifyError(t.failed({ message: errorMessage(err, LL.app.unexpectedError()) })),
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t.claimProposals()}
      </Title>
      <ProposalsState query={matches} empty={t.empty()} />
      {!!matches.data?.length && (
        <TableScroll minWidth={640} label={t.claimProposals()}>
          <Table fz="sm" aria-label={t.claimProposals()}>
            <Table.Tbody>
              {matches.data.map((m) => (
                <Table.Tr key={m.found_bag.id}>
                  <Table.Td w={72}>
                    <BagThumbnail bag={m.found_bag} alt={t.photoAlt({ id: m.found_bag.id })} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    #{m.found_bag.id} · {m.found_bag.found_location} ({m.found_bag.airport.code}) ·{' '}
                    {formatDateTime(m.found_bag.found_at, locale)}
                  </Table.Td>
                  <MatchCells
                    match={m}
                    confirmLabel={t.confirmBagLabel({ id: m.found_bag.id })}
                    loading={confirm.isPending && confirm.variables?.id === m.found_bag.id}
                    disabled={confirm.isPending}
                    onConfirm={() => confirm.mutate({ id: m.found_bag.id, claim_id: claimId })}
                  />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}

/** The found bag's photo, small, opening full size: the passenger at the desk may know their bag at a glance. */
function BagThumbnail({ bag, alt }: { bag: FoundBag; alt: string }) {
  const url = photoUrl(bag);
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener" display="block">
      <Image src={url} alt={alt} w={56} h={56} fit="cover" radius="sm" loading="lazy" />
    </Anchor>
  );
}
