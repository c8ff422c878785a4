import { Alert, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import { useBagWords } from './bag-words';
import { ClaimStatusBadge } from '../../../components/claim-status-badge';
import { useClaimMatches, useConfirmMatch, useUndoMatch } from '../api/matching';
import { useFoundBag } from '../api/found-bags';
import { FoundBagPhoto } from './found-bag-photo';
import { MatchCells } from './match-reasons';
import { ProposalsState } from './proposals-state';

/** A found bag: its description, and either the claim it was matched with (undo) or the possible owners (confirm). */
export function FoundBagDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const t = LL.foundBags;
  const bag = useFoundBag(id);
  const open = bag.data?.status === 'OPEN';
  const matches = useClaimMatches(id, open);
  const words = useBagWords();
  const failed = (err: unknown) => notifyError(t.failed({ message: errorMessage(err, LL.app.unexpectedError()) }));
  const confirm = useConfirmMatch({ onSuccess: () => undefined, onError: failed });
  const undo = useUndoMatch({ onSuccess: () => notifySuccess(t.undone()), onError: failed });
  const b = bag.data;
  return (
    <Modal opened onClose={onClose} title={t.title({ id })} size="xl">
      {bag.isPending && (
        <Center mih={120}>
          <Loader aria-label={LL.app.loading()} />
        </Center>
      )}
      {bag.error && (
        <Alert color="red" role="alert">
          {errorMessage(bag.error, LL.app.unexpectedError())}
        </Alert>
      )}
      {b && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <LabelledValue label={LL.claims.tag()}>{orDash(b.bag_tag_number)}</LabelledValue>
            <LabelledValue label={LL.claims.color()}>{words.colour(b.bag_color)}</LabelledValue>
            <LabelledValue label={LL.claims.type()}>{words.type(b.bag_type)}</LabelledValue>
            <LabelledValue label={LL.claims.brand()}>{orDash(b.bag_brand)}</LabelledValue>
            <LabelledValue label={t.place()}>{`${b.found_location} (${b.airport.code})`}</LabelledValue>
            <LabelledValue label={t.foundOn()}>{formatDateTime(b.found_at, locale)}</LabelledValue>
            <LabelledValue label={t.nameOnLabel()}>{orDash(b.name_on_label)}</LabelledValue>
            <LabelledValue label={t.flightNumber()}>{orDash(b.flight_number)}</LabelledValue>
          </SimpleGrid>
          <LabelledValue label={t.contents()}>{orDash(b.contents)}</LabelledValue>
          <LabelledValue label={t.features()}>{orDash(b.distinctive_features)}</LabelledValue>
          <FoundBagPhoto bag={b} />
          {b.claim ? (
            <Alert color="green" role="status">
              <Group justify="space-between">
                <Text size="sm">{t.matchedWith({ ref: b.claim.reference_number })}</Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={undo.isPending}
                  onClick={() => undo.mutate({ id })}
                >
                  {t.undo()}
                </Button>
              </Group>
            </Alert>
          ) : (
            <>
              <Title order={2} size="h5">
                {t.proposals()}
              </Title>
              <Text size="sm" c="dimmed">
                {t.proposalsHelp()}
              </Text>
              <ProposalsState query={matches} empty={t.noProposal()} />
              {!!matches.data?.length && (
                <TableScroll minWidth={640} label={t.proposals()}>
                  <Table striped fz="sm" aria-label={t.proposals()}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t.claim()}</Table.Th>
                        <Table.Th>{LL.claims.passenger()}</Table.Th>
                        <Table.Th>{LL.claims.status()}</Table.Th>
                        <Table.Th>{t.score()}</Table.Th>
                        <Table.Th>{t.reasons()}</Table.Th>
                        <Table.Th />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {matches.data.map((m) => (
                        <Table.Tr key={m.claim.id}>
                          <Table.Td ff="monospace">{m.claim.reference_number}</Table.Td>
                          <Table.Td>{m.claim.passenger?.name ?? m.claim.contact_name}</Table.Td>
                          <Table.Td>
                            <ClaimStatusBadge status={m.claim.status} />
                          </Table.Td>
                          <MatchCells
                            match={m}
                            confirmLabel={t.confirmLabel({ ref: m.claim.reference_number })}
                            loading={confirm.isPending && confirm.variables?.claim_id === m.claim.id}
                            onConfirm={() =>
                              confirm.mutate(
                                { id, claim_id: m.claim.id },
                                { onSuccess: () => notifySuccess(t.confirmed({ ref: m.claim.reference_number })) },
                              )
                            }
                          />
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </TableScroll>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
