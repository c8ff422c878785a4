import { Alert, Anchor, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LabelledValue } from '../../../components/labelled-value';
import { formatDateTime, formatDay } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useUpdateOwnClaim, type ClaimProofs, type OwnClaim } from '../api/passenger-claims';
import { OwnTrackerLink } from './own-tracker-link';
import { PassengerPage, PassengerSection } from './passenger-page';
import { ReceiptButton } from './receipt-button';

/** The passenger's claim: where the bag is in plain words, what comes next, the dates, and their own details. */
export function OwnClaimView({
  claim: first,
  proofs,
  onClose,
}: {
  claim: OwnClaim;
  proofs: ClaimProofs;
  onClose: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.selfService;
  const update = useUpdateOwnClaim();
  // the answer to a change is the claim as it is now: it replaces the one looked up
  const claim = update.data ?? first;
  const [editing, setEditing] = useState(false);
  // "saved" under the details only when they were what was saved (the tracker link saves through the same call)
  const [savedDetails, setSavedDetails] = useState(false);
  return (
    <PassengerPage title={`${t.reference()} ${claim.reference_number}`}>
      <Stack gap="md">
        <PassengerSection id="stage" title={t.stage()}>
          <Text size="lg" fw={600} data-testid="stage">
            {claim.stage_text}
          </Text>
          <Text size="sm" c="dimmed">
            {t.nextStep()}
          </Text>
          <Text>{claim.next_step}</Text>
        </PassengerSection>

        <PassengerSection id="history" title={t.history()}>
          <Stack component="ul" gap={4} m={0} pl="md">
            <Text component="li">{t.pair({ label: t.filedAt(), value: formatDateTime(claim.filed_at, locale) })}</Text>
            {claim.history.map((h, i) => (
              <Text component="li" key={i}>
                {t.pair({ label: t.historyStatus[h.status](), value: formatDateTime(h.at, locale) })}
              </Text>
            ))}
          </Stack>
          <LabelledValue label={t.flight()}>
            {[claim.flight_number, claim.flight_date && formatDay(claim.flight_date, locale)]
              .filter(Boolean)
              .join(' · ') || '—'}
          </LabelledValue>
          <LabelledValue label={t.plate()}>{claim.bag_tag_number ?? t.noPlate()}</LabelledValue>
        </PassengerSection>

        <PassengerSection id="details" title={t.yourDetails()}>
          {savedDetails && update.isSuccess && !editing && (
            <Alert color="green" role="status">
              {t.saved()}
            </Alert>
          )}
          {editing ? (
            <ChangeDetails
              claim={claim}
              update={update}
              onSave={(changes) =>
                update.mutate(
                  { ...proofs, ...changes },
                  {
                    onSuccess: () => {
                      setEditing(false);
                      setSavedDetails(true);
                    },
                  },
                )
              }
              onCancel={() => {
                update.reset();
                setEditing(false);
              }}
            />
          ) : (
            <>
              <LabelledValue label={t.phone()}>{claim.contact_phone}</LabelledValue>
              <LabelledValue label={t.email()}>{claim.contact_email ?? t.noEmail()}</LabelledValue>
              <LabelledValue label={t.address()}>{claim.temporary_address}</LabelledValue>
              <LabelledValue label={`${t.from()} / ${t.until()}`}>
                {claim.address_from || claim.address_until
                  ? t.days({
                      from: claim.address_from ? formatDay(claim.address_from, locale) : '…',
                      until: claim.address_until ? formatDay(claim.address_until, locale) : '…',
                    })
                  : t.noDays()}
              </LabelledValue>
              <Group>
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t.change()}
                </Button>
              </Group>
            </>
          )}
        </PassengerSection>

        <OwnTrackerLink claim={claim} proofs={proofs} update={update} onChange={() => setSavedDetails(false)} />

        <PassengerSection id="desk" title={t.desk()}>
          <Text>{claim.desk.airport}</Text>
          {claim.desk.phone && (
            <LabelledValue label={t.deskPhone()}>
              <Anchor href={`tel:${claim.desk.phone.replace(/\s+/g, '')}`}>{claim.desk.phone}</Anchor>
            </LabelledValue>
          )}
          {claim.desk.email && (
            <LabelledValue label={t.deskEmail()}>
              <Anchor href={`mailto:${claim.desk.email}`}>{claim.desk.email}</Anchor>
            </LabelledValue>
          )}
        </PassengerSection>
        <Group>
          <ReceiptButton proofs={proofs} />
          <Button variant="subtle" onClick={onClose}>
            {t.close()}
          </Button>
        </Group>
      </Stack>
    </PassengerPage>
  );
}

type Changes = {
  contact_phone: string;
  contact_email: string;
  temporary_address: string;
  address_from: string;
  address_until: string;
};

/** The details a passenger may change: each one sent, the desk sees the change marked as theirs. */
function ChangeDetails({
  claim,
  update,
  onSave,
  onCancel,
}: {
  claim: OwnClaim;
  update: ReturnType<typeof useUpdateOwnClaim>;
  onSave: (changes: Changes) => void;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.selfService;
  const [form, setForm] = useState<Changes>({
    contact_phone: claim.contact_phone,
    contact_email: claim.contact_email ?? '',
    temporary_address: claim.temporary_address,
    address_from: claim.address_from ?? '',
    address_until: claim.address_until ?? '',
  });
  const errors = fieldErrors(update.error);
  const field = (name: keyof Changes) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    error: errors[name],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(form);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {update.error && (
          <Alert color="red" role="alert">
            {Object.keys(errors).length ? t.fixFields() : errorMessage(update.error, t.saveFailed())}
          </Alert>
        )}
        <TextInput
          label={t.phone()}
          required
          type="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('contact_phone')}
        />
        <TextInput label={t.email()} type="email" autoComplete="email" maxLength={254} {...field('contact_email')} />
        <Textarea label={t.address()} required autosize minRows={2} maxLength={300} {...field('temporary_address')} />
        <Group grow align="flex-start">
          <TextInput type="date" label={t.from()} {...field('address_from')} />
          <TextInput type="date" label={t.until()} {...field('address_until')} />
        </Group>
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t.save()}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t.cancel()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
