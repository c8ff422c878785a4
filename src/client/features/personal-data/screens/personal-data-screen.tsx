import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { LoadState } from '../../../components/load-state';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import {
  exportHref,
  useForgetSummaries,
  usePersonalDataSummary,
  type PersonalDataErasure,
  type PersonalDataKey,
} from '../api/personal-data';
import { HeldSummary } from '../components/held-summary';

const EraseDialog = lazyPart(() => import('../components/erase-dialog'), 'EraseDialog');

const schema = () => import('../../../../shared/schemas/personal-data').then((m) => m.PersonalDataQuerySchema);

type Values = { by: 'pnr' | 'claim'; pnr: string; claim: string };
/** What the form asks for: the PNR or the claim, whichever is chosen. */
const toInput = (v: Values): PersonalDataKey => (v.by === 'pnr' ? { pnr: v.pnr } : { claim: v.claim });

/**
 * A passenger's data on request, for administrators: find a passenger by PNR or claim, see what is held,
 * download all of it as one file, or erase it now with a reason.
 */
export function PersonalDataScreen() {
  return (
    <NamespaceGate ns="personalData">
      <NamespaceGate ns="claims">
        <PersonalDataView />
      </NamespaceGate>
    </NamespaceGate>
  );
}

function PersonalDataView() {
  const { LL } = useI18nContext();
  const T = LL.personalData;
  const [key, setKey] = useState<PersonalDataKey | null>(null);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<PersonalDataErasure['erased'] | null>(null);
  const validate = useSchemaValidation(schema, toInput);
  const form = useForm<Values>({ initialValues: { by: 'pnr', pnr: '', claim: '' }, validate });
  const summary = usePersonalDataSummary(key);
  const forgetSummaries = useForgetSummaries();
  const by = form.values.by;

  return (
    <Screen title={LL.titles.personalData()}>
      <Text maw={760}>{T.intro()}</Text>
      <Card withBorder padding="lg" maw={640}>
        <form
          noValidate
          onSubmit={form.onSubmit((v) => {
            setErased(null);
            setKey(toInput(v));
          })}
        >
          <Stack>
            <ChoiceButtons
              label={T.findBy()}
              value={by}
              options={[
                { value: 'pnr', label: T.byPnr() },
                { value: 'claim', label: T.byClaim() },
              ]}
              onChange={(value) => {
                form.setFieldValue('by', value);
                form.clearErrors();
              }}
            />
            {/* one field, asked for as a PNR or a claim reference; keyed so that switching starts it afresh */}
            <TextInput
              key={by}
              label={by === 'pnr' ? T.pnr() : T.claim()}
              description={by === 'pnr' ? T.pnrHelp() : T.claimHelp()}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              autoComplete="off"
              maxLength={by === 'pnr' ? 6 : 20}
              styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
              {...form.getInputProps(by)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={summary.isFetching}>
                {T.find()}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {erased && (
        <Alert color="green" role="status">
          {T.erased(erased)}
        </Alert>
      )}
      {!key && !erased && <Text c="dimmed">{T.start()}</Text>}
      {key && !summary.data && <LoadState error={summary.error} failed={T.failed} />}
      {key && summary.data && (
        <HeldSummary summary={summary.data} downloadHref={exportHref(key)} onErase={() => setErasing(true)} />
      )}
      {erasing && key && summary.data && (
        <EraseDialog
          request={key}
          erasable={summary.data.erasable}
          onClose={() => setErasing(false)}
          onErased={(result) => {
            // what was shown is gone: the admin looks the passenger up again to see the erased records, never the
            // summary kept from before
            setErasing(false);
            setKey(null);
            forgetSummaries();
            setErased(result.erased);
          }}
        />
      )}
    </Screen>
  );
}
