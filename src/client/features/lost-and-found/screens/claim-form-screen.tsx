import { Alert, Button, Card, Grid, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { CLAIM_STATUSES } from '../../../../shared/claim-codes';
import { AirportSelect } from '../../../components/airport-select';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useUser } from '../../../lib/session/use-current-user';
import { useAirports } from '../../../lib/reference';
import { useCreateClaim, useRecentClaims, useTagLookup } from '../api/claims';
import { ReceiptButtons } from '../components/claim-deadline';
import { BagColourInput, BagTagInput, BagTypeSelect } from '../components/bag-inputs';
import { ClaimsTable } from '../components/claims-table';

const EMPTY = {
  bag_tag_number: '',
  pnr: '',
  status: '',
  bag_brand: '',
  bag_color: '',
  bag_type: '',
  description: '',
  distinctive_features: '',
  flight_number: '',
  flight_date: '',
  arrival_airport: null as number | null,
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  temporary_address: '',
};
const schema = () => import('../../../../shared/schemas/claims').then((m) => m.CreateClaimSchema);

/** What the form sends: empty optional fields as none. */
const toInput = (v: typeof EMPTY) => ({
  ...v,
  status: v.status,
  arrival_airport: v.arrival_airport ?? undefined,
  flight_date: v.flight_date || null,
  contact_email: v.contact_email || null,
});
const HALF = { base: 12, sm: 6 };
const THIRD = { base: 12, sm: 6, md: 4 };

/** Claim form: three sections, Save Claim, and the 10 claims last added. */
export function ClaimFormScreen() {
  return (
    <NamespaceGate ns="claims">
      <ClaimFormView />
    </NamespaceGate>
  );
}

function ClaimFormView() {
  const { LL } = useI18nContext();
  const user = useUser();
  const airports = useAirports();
  const recent = useRecentClaims();
  const [saved, setSaved] = useState<{ id: number; ref: string } | null>(null);
  const blank = () => ({ ...EMPTY, arrival_airport: user.airport?.id ?? null });
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm({ initialValues: blank(), validate });
  const prefill = useTagPrefill(form);
  const create = useCreateClaim({
    onSuccess: (claim) => {
      // "Claim saved successfully" (an older wording named a flight by mistake)
      notifySuccess(LL.claims.savedToast());
      setSaved({ id: claim.id, ref: claim.reference_number });
      form.setValues(blank());
      form.resetDirty();
      prefill.reset();
    },
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      notifyError(LL.claims.saveFailed({ message: errorMessage(err, LL.app.unexpectedError()) }));
    },
  });

  const onSubmit = form.onSubmit((v) => {
    setSaved(null);
    create.mutate({ ...toInput(v), arrival_airport: v.arrival_airport! });
  });
  const statuses = [
    { value: '', label: LL.claims.chooseStatus() },
    ...CLAIM_STATUSES.map((s) => ({ value: s, label: LL.claims.statuses[s]() })),
  ];

  return (
    <Screen title={LL.titles.claimForm()}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {LL.claims.basic()}
            </Title>
            <Grid>
              <Grid.Col span={THIRD}>
                <BagTagInput
                  description={LL.claims.tagHelp()}
                  {...form.getInputProps('bag_tag_number')}
                  onValue={(text) => form.setFieldValue('bag_tag_number', text)}
                  onTag={(tag) => void prefill.lookup(tag)}
                />
                {prefill.note && (
                  <Text size="xs" mt={4} c={prefill.note.known ? 'teal.8' : 'dimmed'} role="status">
                    {prefill.note.text}
                  </Text>
                )}
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <TextInput label={LL.claims.pnr()} maxLength={6} {...form.getInputProps('pnr')} />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <NativeSelect label={LL.claims.status()} required data={statuses} {...form.getInputProps('status')} />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <TextInput label={LL.claims.brand()} maxLength={80} {...form.getInputProps('bag_brand')} />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <BagColourInput {...form.getInputProps('bag_color')} />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <BagTypeSelect {...form.getInputProps('bag_type')} />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <Textarea
                  label={LL.claims.description()}
                  autosize
                  minRows={2}
                  maxLength={2000}
                  {...form.getInputProps('description')}
                />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <Textarea
                  label={LL.claims.features()}
                  autosize
                  minRows={2}
                  maxLength={1000}
                  {...form.getInputProps('distinctive_features')}
                />
              </Grid.Col>
            </Grid>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {LL.claims.flightInfo()}
            </Title>
            <Grid>
              <Grid.Col span={THIRD}>
                <TextInput
                  label={LL.claims.flightNumber()}
                  placeholder="8Z101"
                  {...form.getInputProps('flight_number')}
                />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <TextInput type="date" label={LL.claims.flightDate()} {...form.getInputProps('flight_date')} />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <AirportSelect
                  label={LL.claims.arrivalAirport()}
                  required
                  airports={airports.data}
                  value={form.values.arrival_airport}
                  onChange={(id) => form.setFieldValue('arrival_airport', id)}
                  error={form.errors.arrival_airport}
                />
              </Grid.Col>
            </Grid>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {LL.claims.contact()}
            </Title>
            <Grid>
              <Grid.Col span={HALF}>
                <TextInput
                  label={LL.claims.contactName()}
                  required
                  maxLength={120}
                  {...form.getInputProps('contact_name')}
                />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <TextInput type="email" label={LL.claims.contactEmail()} {...form.getInputProps('contact_email')} />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <TextInput
                  type="tel"
                  label={LL.claims.contactPhone()}
                  required
                  maxLength={40}
                  {...form.getInputProps('contact_phone')}
                />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <TextInput
                  label={LL.claims.address()}
                  required
                  maxLength={300}
                  {...form.getInputProps('temporary_address')}
                />
              </Grid.Col>
            </Grid>
          </Card>
          <Group justify="flex-end">
            {saved && (
              <Alert color="green" role="status" py={6} title={LL.claims.saved()}>
                <Stack gap={6}>
                  <Text size="sm">{LL.claims.savedAs({ ref: saved.ref })}</Text>
                  <ReceiptButtons id={saved.id} />
                </Stack>
              </Alert>
            )}
            <Button type="submit" size="md" loading={false} disabled={create.isPending}>
              {create.isPending ? LL.claims.saving() : LL.claims.save()}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {LL.claims.recent()}
        </Title>
        <ClaimsTable rows={recent.data} caption={LL.claims.recent()} />
      </Stack>
    </Screen>
  );
}

type ClaimForm = UseFormReturnType<typeof EMPTY>;

/**
 * A typed or scanned tag fills the passenger, PNR and flight of its bag into the fields the agent has left
 * empty (the server links them on save anyway); an unknown tag only says so, since torn tags are common.
 */
function useTagPrefill(form: ClaimForm) {
  const { LL } = useI18nContext();
  const lookupTag = useTagLookup();
  const [note, setNote] = useState<{ known: boolean; text: string } | null>(null);
  const last = useRef('');
  const lookup = async (raw: string) => {
    const tag = raw.trim().toUpperCase();
    if (!tag || tag === last.current) return;
    last.current = tag;
    setNote({ known: false, text: LL.claims.lookingUp() });
    try {
      const found = await lookupTag(tag);
      if (form.getValues().bag_tag_number.trim().toUpperCase() !== tag) return; // typed on meanwhile
      if (!found) return setNote({ known: false, text: LL.claims.tagUnknown() });
      const v = form.getValues();
      form.setValues({
        pnr: v.pnr || found.pnr,
        contact_name: v.contact_name || found.passenger.name,
        flight_number: v.flight_number || found.flight.flight_number,
        flight_date: v.flight_date || found.flight.flight_date,
        arrival_airport:
          !form.isDirty('arrival_airport') && found.flight.arrival_airport
            ? found.flight.arrival_airport
            : v.arrival_airport,
      });
      setNote({
        known: true,
        text: LL.claims.tagKnown({
          name: found.passenger.name,
          flight: found.flight.flight_number,
          date: found.flight.flight_date,
        }),
      });
    } catch {
      // the lookup helps, it never blocks: the claim is saved with or without it
      last.current = '';
      setNote(null);
    }
  };
  return {
    note,
    lookup,
    reset: () => {
      last.current = '';
      setNote(null);
    },
  };
}
