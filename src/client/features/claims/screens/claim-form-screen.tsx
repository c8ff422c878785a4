import { ActionIcon, Alert, Button, Card, Grid, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { CLAIM_STATUSES } from '../../../../shared/schemas/claims';
import { AirportSelect } from '../../../components/airport-select';
import { CameraIcon } from '../../../components/icons';
import { lazyPart } from '../../../lib/lazy';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { missingFields } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useUser } from '../../auth/api/use-current-user';
import { useAirports } from '../../flights/api/flights';
import { useCreateClaim, useRecentClaims } from '../api/claims';
import { useBagWords } from '../components/bag-words';
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
// a tag that is still on the bag can be read with the camera
const CameraScanDialog = lazyPart(() => import('../../scanner/camera-scan-dialog'), 'CameraScanDialog');
const HALF = { base: 12, sm: 6 };
const THIRD = { base: 12, sm: 6, md: 4 };

/** SPEC §2 Claim form: three sections, Save Claim, and the 10 claims last added. */
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
  const [saved, setSaved] = useState(false);
  const [camera, setCamera] = useState(false);
  const blank = () => ({ ...EMPTY, arrival_airport: user.airport?.id ?? null });
  const form = useForm({ initialValues: blank() });
  const create = useCreateClaim({
    onSuccess: () => {
      // CONTRACT §8: "Claim saved successfully" (SPEC's toast named a flight by mistake)
      notifySuccess(LL.claims.savedToast());
      setSaved(true);
      form.setValues(blank());
    },
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      notifyError(LL.claims.saveFailed({ message: errorMessage(err, LL.app.unexpectedError()) }));
    },
  });

  const onSubmit = form.onSubmit((v) => {
    setSaved(false);
    // SPEC §5: status, arrival airport, contact name, phone and temporary address
    const missing = missingFields(v, ['status', 'arrival_airport', 'contact_name', 'contact_phone', 'temporary_address'], LL.errors.required());
    if (missing) return form.setErrors(missing);
    create.mutate({ ...v, status: v.status, arrival_airport: v.arrival_airport!, flight_date: v.flight_date || null, contact_email: v.contact_email || null });
  });
  const statuses = [{ value: '', label: LL.claims.chooseStatus() }, ...CLAIM_STATUSES.map((s) => ({ value: s, label: LL.claims.statuses[s]() }))];
  const words = useBagWords();

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
                <TextInput
                  label={LL.claims.tag()}
                  description={LL.claims.tagHelp()}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  autoComplete="off"
                  styles={{ input: { fontFamily: 'monospace' } }}
                  rightSection={
                    <ActionIcon variant="subtle" aria-label={LL.scan.camera()} onClick={() => setCamera(true)}>
                      <CameraIcon />
                    </ActionIcon>
                  }
                  {...form.getInputProps('bag_tag_number')}
                />
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
                {/* the codes offered, any other colour typed: a native list costs nothing on the kiosk's first load */}
                <TextInput label={LL.claims.color()} description={LL.claims.colourHelp()} inputWrapperOrder={['label', 'input', 'description', 'error']} maxLength={40} list="bag-colour-codes" autoComplete="off" {...form.getInputProps('bag_color')} />
                <datalist id="bag-colour-codes">
                  {words.colourOptions.map((o) => (
                    <option key={o.value} value={o.value} label={o.label} />
                  ))}
                </datalist>
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <NativeSelect label={LL.claims.type()} data={[{ value: '', label: '—' }, ...words.typeOptions]} {...form.getInputProps('bag_type')} />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <Textarea label={LL.claims.description()} autosize minRows={2} maxLength={2000} {...form.getInputProps('description')} />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <Textarea label={LL.claims.features()} autosize minRows={2} maxLength={1000} {...form.getInputProps('distinctive_features')} />
              </Grid.Col>
            </Grid>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {LL.claims.flightInfo()}
            </Title>
            <Grid>
              <Grid.Col span={THIRD}>
                <TextInput label={LL.claims.flightNumber()} placeholder="8Z101" {...form.getInputProps('flight_number')} />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <TextInput type="date" label={LL.claims.flightDate()} {...form.getInputProps('flight_date')} />
              </Grid.Col>
              <Grid.Col span={THIRD}>
                <AirportSelect label={LL.claims.arrivalAirport()} required airports={airports.data} value={form.values.arrival_airport} onChange={(id) => form.setFieldValue('arrival_airport', id)} error={form.errors.arrival_airport} />
              </Grid.Col>
            </Grid>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {LL.claims.contact()}
            </Title>
            <Grid>
              <Grid.Col span={HALF}>
                <TextInput label={LL.claims.contactName()} required maxLength={120} {...form.getInputProps('contact_name')} />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <TextInput type="email" label={LL.claims.contactEmail()} {...form.getInputProps('contact_email')} />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <TextInput type="tel" label={LL.claims.contactPhone()} required maxLength={40} {...form.getInputProps('contact_phone')} />
              </Grid.Col>
              <Grid.Col span={HALF}>
                <TextInput label={LL.claims.address()} required maxLength={300} {...form.getInputProps('temporary_address')} />
              </Grid.Col>
            </Grid>
          </Card>
          <Group justify="flex-end">
            {saved && (
              <Alert color="green" role="status" py={6}>
                {LL.claims.saved()}
              </Alert>
            )}
            <Button type="submit" size="md" loading={false} disabled={create.isPending}>
              {create.isPending ? LL.claims.saving() : LL.claims.save()}
            </Button>
          </Group>
        </Stack>
      </form>
      {camera && (
        <CameraScanDialog
          opened={camera}
          onClose={() => setCamera(false)}
          onDecoded={(text) => form.setFieldValue('bag_tag_number', text)}
        />
      )}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {LL.claims.recent()}
        </Title>
        <ClaimsTable rows={recent.data} caption={LL.claims.recent()} />
      </Stack>
    </Screen>
  );
}
