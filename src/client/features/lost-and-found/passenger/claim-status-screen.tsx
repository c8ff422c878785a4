import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { linkedProofs } from '../../../../shared/claim-status-link';
import { NamespaceGate } from '../../../components/namespace-gate';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage, fieldErrors, isNotFound } from '../../../lib/trpc';
import { useLookUpClaim, type ClaimProofs } from '../api/passenger-claims';
import { OwnClaimView } from './own-claim-view';
import { PassengerPage } from './passenger-page';

// A passenger follows their claim: reference and check code (filled in by the receipt's QR code or the e-mail's
// link) and their last name. Nothing else of Tarmac is reachable from here. The proofs a link carries are taken out
// of the address once read, so that the browser's history and a shared screen do not keep the code.

export function ClaimStatusScreen() {
  return (
    <NamespaceGate ns="selfService">
      <ClaimStatus />
    </NamespaceGate>
  );
}

function ClaimStatus() {
  const { LL } = useI18nContext();
  const t = LL.selfService;
  const [proofs, setProofs] = useState<ClaimProofs>({ reference: '', code: '', last_name: '' });
  useEffect(() => {
    const { search, hash, pathname } = window.location;
    const linked = linkedProofs(search, hash);
    if (!linked.reference && !linked.code) return;
    setProofs((p) => ({ ...p, ...linked }));
    const rest = new URLSearchParams(search);
    rest.delete('ref');
    rest.delete('code');
    // URLSearchParams' size is too new for some passengers' phones: its text says the same
    const query = rest.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}`);
  }, []);
  const lookUp = useLookUpClaim();
  const errors = fieldErrors(lookUp.error);

  if (lookUp.data)
    return (
      <OwnClaimView
        claim={lookUp.data}
        proofs={proofs}
        onClose={() => {
          lookUp.reset();
          setProofs({ reference: '', code: '', last_name: '' });
        }}
      />
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    lookUp.mutate(proofs);
  };
  const field = (name: keyof ClaimProofs) => ({
    value: proofs[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setProofs((p) => ({ ...p, [name]: value }));
    },
    error: errors[name],
  });
  return (
    <PassengerPage title={t.statusTitle()}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t.statusIntro()}</Text>
          {lookUp.error && !Object.keys(errors).length && (
            <Alert color="red" role="alert">
              {errorMessage(lookUp.error, t.failed())}
              {isNotFound(lookUp.error) && <Text size="sm">{t.notFoundHelp()}</Text>}
            </Alert>
          )}
          <TextInput
            label={t.reference()}
            required
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            styles={{ input: { fontFamily: 'monospace' } }}
            {...field('reference')}
          />
          <TextInput
            label={t.lastName()}
            required
            maxLength={120}
            autoComplete="family-name"
            autoFocus
            {...field('last_name')}
          />
          <TextInput
            label={t.code()}
            description={t.codeHelp()}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            maxLength={12}
            autoCapitalize="characters"
            autoComplete="off"
            styles={{ input: { fontFamily: 'monospace' } }}
            {...field('code')}
          />
          <Button type="submit" size="lg" loading={lookUp.isPending} fullWidth>
            {t.lookUp()}
          </Button>
        </Stack>
      </form>
    </PassengerPage>
  );
}
