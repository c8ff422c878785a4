import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { NamespaceGate } from '../../../components/namespace-gate';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useFileClaim, type FileClaimInput } from '../api/passenger-claims';
import { BagColourInput, BagTagInput, BagTypeSelect } from '../components/bag-inputs';
import { FiledClaimsView } from './filed-claims';
import { PassengerPage, PassengerSection } from './passenger-page';

// A passenger reports their missing bags from the reclaim hall, on their phone: the airport comes with the poster's
// QR code, the plate from the camera or the keyboard, one claim per bag. Plain state: a small first load.

const MAX_BAGS = 5;
const EMPTY_BAG = {
  bag_tag_number: '',
  bag_type: '',
  bag_color: '',
  bag_brand: '',
  distinctive_features: '',
  contents: '',
};
type Bag = typeof EMPTY_BAG;

const today = () => new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD on the phone's own calendar

export function FileClaimScreen() {
  return (
    <NamespaceGate ns="selfService">
      <NamespaceGate ns="claims">
        <FileClaimForm />
      </NamespaceGate>
    </NamespaceGate>
  );
}

function FileClaimForm() {
  const { LL, locale } = useI18nContext();
  const t = LL.selfService;
  const query = new URLSearchParams(useSearch());
  const posterAirport = (query.get('airport') ?? '').toUpperCase();
  const [airport, setAirport] = useState(/^[A-Z]{3}$/.test(posterAirport) ? posterAirport : '');
  const [flight, setFlight] = useState({ flight_number: '', flight_date: today() });
  const [contact, setContact] = useState({
    contact_name: '',
    contact_phone: '',
    contact_email: '',
    temporary_address: '',
    address_from: '',
    address_until: '',
  });
  const [bags, setBags] = useState<Bag[]>([{ ...EMPTY_BAG }]);
  const file = useFileClaim();
  const errors = fieldErrors(file.error);

  if (file.data)
    return <FiledClaimsView filed={file.data} name={contact.contact_name} onAnother={() => file.reset()} />;

  const setBag = (i: number, patch: Partial<Bag>) =>
    setBags((all) => all.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: FileClaimInput = {
      airport,
      ...flight,
      ...contact,
      lang: locale,
      bags: bags.map((b) => ({ ...b, bag_tag_number: b.bag_tag_number || null })),
    };
    file.mutate(input);
  };
  const contactField = (name: keyof typeof contact) => ({
    value: contact[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setContact((c) => ({ ...c, [name]: value }));
    },
    error: errors[name],
  });

  return (
    <PassengerPage title={t.fileTitle()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text>{t.fileIntro()}</Text>
          {file.error && (
            <Alert color="red" role="alert">
              {Object.keys(errors).length ? t.fixFields() : errorMessage(file.error, t.failed())}
            </Alert>
          )}
          <PassengerSection id="flight-section" title={t.flightSection()} gap="sm">
            <TextInput
              label={t.airport()}
              description={t.airportHelp()}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              maxLength={3}
              autoCapitalize="characters"
              value={airport}
              onChange={(e) => setAirport(e.currentTarget.value.toUpperCase())}
              error={errors.airport}
            />
            <TextInput
              label={t.flightNumber()}
              description={t.flightNumberHelp()}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              maxLength={10}
              autoCapitalize="characters"
              value={flight.flight_number}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFlight((f) => ({ ...f, flight_number: value }));
              }}
              error={errors.flight_number}
            />
            <TextInput
              type="date"
              label={t.flightDate()}
              required
              value={flight.flight_date}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFlight((f) => ({ ...f, flight_date: value }));
              }}
              error={errors.flight_date}
            />
          </PassengerSection>

          <Stack gap="sm" component="section" aria-labelledby="bags-section">
            <Title order={2} size="h4" id="bags-section">
              {t.bagsSection()}
            </Title>
            {bags.map((bag, i) => (
              <BagFields
                key={i}
                n={i + 1}
                bag={bag}
                errors={errors}
                onChange={(patch) => setBag(i, patch)}
                onRemove={bags.length > 1 ? () => setBags((all) => all.filter((_, j) => j !== i)) : undefined}
              />
            ))}
            {errors.bags && (
              <Text c="red" size="sm" role="alert">
                {errors.bags}
              </Text>
            )}
            {bags.length < MAX_BAGS && (
              <Button variant="light" onClick={() => setBags((all) => [...all, { ...EMPTY_BAG }])}>
                {t.addBag()}
              </Button>
            )}
          </Stack>

          <PassengerSection id="contact-section" title={t.contactSection()} gap="sm">
            <TextInput
              label={t.fullName()}
              required
              autoComplete="name"
              maxLength={120}
              {...contactField('contact_name')}
            />
            <TextInput
              label={t.phone()}
              required
              type="tel"
              autoComplete="tel"
              maxLength={40}
              {...contactField('contact_phone')}
            />
            <TextInput
              label={t.email()}
              type="email"
              autoComplete="email"
              maxLength={254}
              {...contactField('contact_email')}
            />
          </PassengerSection>

          <PassengerSection id="address-section" title={t.addressSection()} gap="sm">
            <Textarea
              label={t.address()}
              description={t.addressHelp()}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              autosize
              minRows={2}
              maxLength={300}
              autoComplete="street-address"
              {...contactField('temporary_address')}
            />
            <Group grow align="flex-start">
              <TextInput type="date" label={t.from()} {...contactField('address_from')} />
              <TextInput type="date" label={t.until()} {...contactField('address_until')} />
            </Group>
          </PassengerSection>

          <Button type="submit" size="lg" loading={file.isPending} fullWidth>
            {t.submit()}
          </Button>
        </Stack>
      </form>
    </PassengerPage>
  );
}

/** One bag: its plate (typed, or read by the camera from the tag receipt's barcode) and how it looks. */
function BagFields({
  n,
  bag,
  errors,
  onChange,
  onRemove,
}: {
  n: number;
  bag: Bag;
  errors: Record<string, string>;
  onChange: (patch: Partial<Bag>) => void;
  onRemove?: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.selfService;
  const error = (field: keyof Bag) => errors[`bags.${n - 1}.${field}`];
  const headingId = `bag-${n}`;
  return (
    <Card withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} id={headingId}>
            {t.bagNumber({ n })}
          </Text>
          {onRemove && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
              {t.removeBag()}
            </Button>
          )}
        </Group>
        <BagTagInput
          description={t.plateHelp()}
          inputMode="numeric"
          value={bag.bag_tag_number}
          onChange={(e) => onChange({ bag_tag_number: e.currentTarget.value })}
          onValue={(plate) => onChange({ bag_tag_number: plate })}
          error={error('bag_tag_number')}
        />
        <BagTypeSelect
          value={bag.bag_type}
          onChange={(e) => onChange({ bag_type: e.currentTarget.value })}
          error={error('bag_type')}
        />
        <BagColourInput
          value={bag.bag_color}
          onChange={(e) => onChange({ bag_color: e.currentTarget.value })}
          error={error('bag_color')}
        />
        <TextInput
          label={t.bagBrand()}
          maxLength={80}
          value={bag.bag_brand}
          onChange={(e) => onChange({ bag_brand: e.currentTarget.value })}
          error={error('bag_brand')}
        />
        <TextInput
          label={t.features()}
          description={t.featuresHelp()}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={1000}
          value={bag.distinctive_features}
          onChange={(e) => onChange({ distinctive_features: e.currentTarget.value })}
          error={error('distinctive_features')}
        />
        <Textarea
          label={t.contents()}
          description={t.contentsHelp()}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={2}
          maxLength={2000}
          value={bag.contents}
          onChange={(e) => onChange({ contents: e.currentTarget.value })}
          error={error('contents')}
        />
      </Stack>
    </Card>
  );
}
