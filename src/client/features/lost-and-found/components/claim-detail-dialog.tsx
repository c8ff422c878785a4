import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value';
import { useState } from 'react';
import { CLAIM_STATUSES } from '../../../../shared/claim-codes';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import { useClaim, useUpdateClaimStatus } from '../api/claims';
import { useBagWords } from './bag-words';
import { FoundBagProposals } from './found-bag-proposals';
import { ClaimTrackerLink } from './claim-tracker-link';
import { OutForDeliveryButton } from './out-for-delivery-button';
import { DeadlineList, ReceiptButtons } from './claim-deadline';
import { ClaimStatusBadge } from '../../../components/claim-status-badge';
import { AuditHistoryButton } from '../../../components/audit-history';
import { BagTag } from '../../../components/bag-tag';
import { PassengerFiling, usePassengerChange } from './passenger-filing';
import { ClaimNews } from './claim-news';

/** The claim dialog, titled with the reference: the claim, its Status History and the Update Status form. */
export function ClaimDetailDialog({ id, reference, onClose }: { id: number; reference: string; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const claim = useClaim(id);
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateClaimStatus({
    onSuccess: () => {
      notifySuccess(LL.claims.updated());
      setStatus('');
      setNote('');
      setProblem(null);
    },
    onError: (err) => setProblem(LL.claims.updateFailed({ message: errorMessage(err, LL.app.unexpectedError()) })),
  });
  const words = useBagWords();
  const passengerChange = usePassengerChange();
  const c = claim.data;
  const firstHistory = c ? Math.min(...c.histories.map((h) => h.id)) : null;
  return (
    <Modal opened onClose={onClose} title={reference} size="xl">
      {claim.isPending && (
        <Center mih={120}>
          <Loader aria-label={LL.app.loading()} />
        </Center>
      )}
      {claim.error && (
        <Alert color="red" role="alert">
          {errorMessage(claim.error, LL.app.unexpectedError())}
        </Alert>
      )}
      {c && (
        <Stack>
          <PassengerFiling id={id} claim={c} />
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {/* who is on the flight's list, and who filed and is to be called: often a relative, or not the owner */}
            <LabelledValue label={LL.claims.passenger()}>{orDash(c.passenger?.name)}</LabelledValue>
            <LabelledValue label={LL.claims.contactName()}>{c.contact_name}</LabelledValue>
            <LabelledValue label={LL.claims.tag()}>
              {c.bag?.bag_tag_number || c.bag_tag_number ? (
                <BagTag tag={(c.bag?.bag_tag_number ?? c.bag_tag_number)!} />
              ) : (
                orDash(null)
              )}
            </LabelledValue>
            <LabelledValue label={LL.claims.flight()}>
              {orDash(c.flight?.flight_number ?? c.flight_number)}
            </LabelledValue>
            <LabelledValue label={LL.claims.status()}>
              <ClaimStatusBadge status={c.status} />
            </LabelledValue>
            <LabelledValue label={LL.claims.brand()}>{orDash(c.bag_brand)}</LabelledValue>
            <LabelledValue label={LL.claims.color()}>{words.colour(c.bag_color)}</LabelledValue>
            <LabelledValue label={LL.claims.type()}>{words.type(c.bag_type)}</LabelledValue>
            <LabelledValue label={LL.claims.contactPhone()}>{c.contact_phone}</LabelledValue>
            <LabelledValue label={LL.claims.contactEmail()}>{orDash(c.contact_email)}</LabelledValue>
            <LabelledValue label={LL.claims.checkCode()}>
              <Text component="span" ff="monospace" title={LL.claims.checkCodeHelp()}>
                {orDash(c.check_code)}
              </Text>
            </LabelledValue>
          </SimpleGrid>
          <LabelledValue label={LL.claims.address()}>{c.temporary_address}</LabelledValue>
          <LabelledValue label={LL.claims.description()}>{orDash(c.description)}</LabelledValue>
          <ClaimTrackerLink url={c.tracker_url} until={c.tracker_expires_at} />
          {c.deadlines.length > 0 && (
            <LabelledValue label={LL.claims.deadlines()}>
              <DeadlineList deadlines={c.deadlines} />
            </LabelledValue>
          )}
          <LabelledValue label={LL.claims.liabilityLimit()}>
            {LL.claims.liabilityLimitValue({ sdr: new Intl.NumberFormat(locale).format(c.liability_limit_sdr) })}
          </LabelledValue>
          <ClaimNews news={c.news} />
          {c.propose_lost && status !== 'LOST' && (
            // day 21 on a delayed bag: proposed, prepared in the form below, never done for the agent
            <Alert color="yellow" role="status">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{LL.claims.proposeLost()}</Text>
                <Button
                  size="compact-sm"
                  variant="white"
                  color="dark"
                  onClick={() => {
                    setStatus('LOST');
                    setNote(LL.claims.lostNote());
                  }}
                >
                  {LL.claims.proposeLostAction()}
                </Button>
              </Stack>
            </Alert>
          )}
          <Group gap="xs">
            <ReceiptButtons id={id} />
            <AuditHistoryButton entity="claim" id={id} record={c.reference_number} />
          </Group>
          <OutForDeliveryButton id={id} status={c.status} since={c.out_for_delivery_at} />
          {(c.status === 'LOST' || c.status === 'DELAYED') && (
            <FoundBagProposals claimId={id} reference={c.reference_number} />
          )}
          <Title order={2} size="h5">
            {LL.claims.history()}
          </Title>
          <TableScroll minWidth={480} label={LL.claims.history()}>
            <Table striped fz="sm" aria-label={LL.claims.history()}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{LL.claims.status()}</Table.Th>
                  <Table.Th>{LL.claims.note()}</Table.Th>
                  <Table.Th>{LL.claims.user()}</Table.Th>
                  <Table.Th>{LL.claims.date()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.histories.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>
                      <ClaimStatusBadge status={h.status} />
                    </Table.Td>
                    <Table.Td>
                      {/* the claim's first row is the passenger's filing, which changed no field */}
                      {!h.by_passenger
                        ? orDash(h.note)
                        : h.id === firstHistory
                          ? LL.claims.filedByPassenger()
                          : passengerChange(h.note)}
                    </Table.Td>
                    <Table.Td>{h.by_passenger ? LL.claims.thePassenger() : orDash(h.user?.name)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.updated_at, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Title order={2} size="h5">
            {LL.claims.updateStatus()}
          </Title>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              // a status is required
              if (!status) return setProblem(LL.claims.selectFirst());
              update.mutate({ id, status, note: note || null });
            }}
          >
            <Stack>
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Group align="flex-end" grow>
                <NativeSelect
                  label={LL.claims.newStatus()}
                  data={[
                    { value: '', label: LL.claims.chooseStatus() },
                    ...CLAIM_STATUSES.map((s) => ({ value: s, label: LL.claims.statuses[s]() })),
                  ]}
                  value={status}
                  onChange={(e) => setStatus(e.currentTarget.value)}
                />
                <TextInput
                  label={LL.claims.note()}
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  maxLength={1000}
                />
              </Group>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {LL.app.cancel()}
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {LL.claims.update()}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}
