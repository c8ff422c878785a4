import {
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { EmptyRow } from '../../../components/empty-row';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Pager } from '../../../components/pager';
import { Screen } from '../../../components/screen';
import { TableScroll } from '../../../components/table-scroll';
import { useSchemaValidation } from '../../../lib/forms';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { BagColourInput, BagTagInput, BagTypeSelect } from '../components/bag-inputs';
import { useBagWords } from '../components/bag-words';
import type { FoundBag } from '../api/matching';
import { useCreateFoundBag, useFoundBags, useSavePhoto } from '../api/found-bags';

const PhotoInput = lazyPart(() => import('../components/photo-input'), 'PhotoInput');

const FoundBagDialog = lazyPart(() => import('../components/found-bag-dialog'), 'FoundBagDialog');

const EMPTY = {
  bag_tag_number: '',
  bag_brand: '',
  bag_color: '',
  bag_type: '',
  flight_number: '',
  name_on_label: '',
  found_location: '',
  found_at: '',
  contents: '',
  distinctive_features: '',
};
const schema = () => import('../../../../shared/schemas/found-bags').then((m) => m.CreateFoundBagSchema);
/** What the form sends: no time found means now. */
const toInput = (v: typeof EMPTY) => ({ ...v, found_at: v.found_at || null });
const THIRD = { base: 12, sm: 6, md: 4 };
const HALF = { base: 12, sm: 6 };

/** The register of bags found without an owner; a bag just registered opens with its possible owners. */
export function FoundBagsScreen() {
  return (
    <NamespaceGate ns="claims">
      <NamespaceGate ns="foundBags">
        <FoundBagsView />
      </NamespaceGate>
    </NamespaceGate>
  );
}

function FoundBagsView() {
  const { LL, locale } = useI18nContext();
  const t = LL.foundBags;
  const words = useBagWords();
  // colour, type and brand in one cell: the list fits the kiosk's width with its View buttons
  const describe = (b: FoundBag) =>
    [b.bag_color && words.colour(b.bag_color), b.bag_type && words.type(b.bag_type), b.bag_brand]
      .filter(Boolean)
      .join(' · ') || '—';
  const [viewing, setViewing] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<'' | 'OPEN' | 'MATCHED'>('');
  const [page, setPage] = useState(1);
  const list = useFoundBags(page, term, status || null);
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm({ initialValues: EMPTY, validate });
  const [photo, setPhoto] = useState<File | null>(null);
  const [sendingPhoto, setSendingPhoto] = useState(false);
  const savePhoto = useSavePhoto();
  const create = useCreateFoundBag({
    onSuccess: () => undefined,
    onError: (err) => {
      form.setErrors(fieldErrors(err));
      notifyError(t.saveFailed({ message: errorMessage(err, LL.app.unexpectedError()) }));
    },
  });
  const onSubmit = form.onSubmit(async (v) => {
    const bag = await create.mutateAsync(toInput(v)).catch(() => null); // onError tells
    if (!bag) return;
    // the bag is registered whatever becomes of its photo: a failed upload is said, and can be made again from the bag
    if (photo) {
      setSendingPhoto(true);
      await savePhoto(bag.id, photo).then(
        () => notifySuccess(t.saved({ id: bag.id })),
        (err: unknown) =>
          notifyError(t.photoFailedAfterSave({ id: bag.id, message: errorMessage(err, LL.app.unexpectedError()) })),
      );
      setSendingPhoto(false);
    } else {
      notifySuccess(t.saved({ id: bag.id }));
    }
    form.setValues(EMPTY);
    setPhoto(null);
    setViewing(bag.id); // the desk sees at once whose bag it may be
  });
  const data = list.data;

  return (
    <Screen title={LL.titles.foundBags()}>
      <form onSubmit={onSubmit} noValidate>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t.register()}
          </Title>
          <Grid>
            <Grid.Col span={THIRD}>
              <BagTagInput
                {...form.getInputProps('bag_tag_number')}
                onValue={(tag) => form.setFieldValue('bag_tag_number', tag)}
              />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <BagColourInput {...form.getInputProps('bag_color')} />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <BagTypeSelect {...form.getInputProps('bag_type')} />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <TextInput label={LL.claims.brand()} maxLength={80} {...form.getInputProps('bag_brand')} />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <TextInput label={t.nameOnLabel()} maxLength={120} {...form.getInputProps('name_on_label')} />
            </Grid.Col>
            <Grid.Col span={THIRD}>
              <TextInput
                label={t.flightNumber()}
                placeholder="8Z101"
                maxLength={10}
                {...form.getInputProps('flight_number')}
              />
            </Grid.Col>
            <Grid.Col span={HALF}>
              <TextInput label={t.foundLocation()} required maxLength={120} {...form.getInputProps('found_location')} />
            </Grid.Col>
            <Grid.Col span={HALF}>
              <TextInput
                type="datetime-local"
                label={t.foundAt()}
                description={t.foundAtHelp()}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('found_at')}
              />
            </Grid.Col>
            <Grid.Col span={HALF}>
              <Textarea
                label={t.contents()}
                autosize
                minRows={2}
                maxLength={2000}
                {...form.getInputProps('contents')}
              />
            </Grid.Col>
            <Grid.Col span={HALF}>
              <Textarea
                label={t.features()}
                autosize
                minRows={2}
                maxLength={1000}
                {...form.getInputProps('distinctive_features')}
              />
            </Grid.Col>
            <Grid.Col span={HALF}>
              <PhotoInput
                label={t.photoOptional()}
                description={t.photoHelp()}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                placeholder={t.photoPlaceholder()}
                // the placeholder is text in a button here, not an input's ::placeholder: it needs 4.5:1 (axe)
                styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                accept="image/*"
                value={photo}
                onChange={setPhoto}
                clearable
                clearButtonProps={{ 'aria-label': t.clearPhoto() }}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" size="md" loading={create.isPending || sendingPhoto}>
              {t.save()}
            </Button>
          </Group>
        </Card>
      </form>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t.list()}
        </Title>
        <Group align="flex-end">
          <TextInput
            aria-label={t.searchLabel()}
            placeholder={t.searchPlaceholder()}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={420}
            maw="100%"
          />
          <NativeSelect
            label={t.statusFilter()}
            data={[
              { value: '', label: t.all() },
              { value: 'OPEN', label: t.statuses.OPEN() },
              { value: 'MATCHED', label: t.statuses.MATCHED() },
            ]}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as typeof status);
              setPage(1);
            }}
          />
        </Group>
        {list.isLoading && (
          <Center mih={80}>
            <Loader aria-label={LL.app.loading()} />
          </Center>
        )}
        {list.error && <Card c="red">{errorMessage(list.error, LL.app.unexpectedError())}</Card>}
        {data && (
          <TableScroll minWidth={680} label={t.list()}>
            <Table striped fz="sm" verticalSpacing={6} aria-label={t.list()}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.number()}</Table.Th>
                  <Table.Th>{t.foundOn()}</Table.Th>
                  <Table.Th>{t.place()}</Table.Th>
                  <Table.Th>{LL.claims.tag()}</Table.Th>
                  <Table.Th>{t.bag()}</Table.Th>
                  <Table.Th>{t.statusFilter()}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.length === 0 && <EmptyRow columns={7} text={t.empty()} />}
                {data.data.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>{b.id}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(b.found_at, locale)}</Table.Td>
                    <Table.Td>{`${b.found_location} (${b.airport.code})`}</Table.Td>
                    <Table.Td ff="monospace">{orDash(b.bag_tag_number)}</Table.Td>
                    <Table.Td>
                      {describe(b)}
                      {b.photo && (
                        <Badge variant="light" color="gray" ml={6} size="sm">
                          {t.photo()}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={b.status === 'OPEN' ? 'yellow' : 'green'}
                        style={{ overflow: 'visible', minWidth: 'max-content' }}
                      >
                        {t.statuses[b.status]()}
                      </Badge>
                      {b.claim && (
                        <div style={{ fontSize: 12, fontFamily: 'monospace' }}>{b.claim.reference_number}</div>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setViewing(b.id)}
                        aria-label={t.viewLabel({ id: b.id })}
                      >
                        {t.view()}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {data && data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
      </Stack>
      {viewing !== null && <FoundBagDialog id={viewing} onClose={() => setViewing(null)} />}
    </Screen>
  );
}
