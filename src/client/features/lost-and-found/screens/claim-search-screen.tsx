import { Center, Group, Loader, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Pager } from '../../../components/pager';
import { Screen } from '../../../components/screen';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { useClaims, type Claim } from '../api/claims';
import { ClaimPosterButton } from '../components/claim-poster-button';
import { ClaimsTable } from '../components/claims-table';

const ClaimDetailDialog = lazyPart(() => import('../components/claim-detail-dialog'), 'ClaimDetailDialog');

/** Claim search: by bag tag, passenger or claim number; pages; View opens the claim. */
export function ClaimSearchScreen() {
  return (
    <NamespaceGate ns="claims">
      <ClaimSearchView />
    </NamespaceGate>
  );
}

function ClaimSearchView() {
  const { LL } = useI18nContext();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [due, setDue] = useState(false);
  const claims = useClaims(page, term, due);
  const [viewing, setViewing] = useState<Claim | null>(null);
  const data = claims.data;
  return (
    <Screen title={LL.titles.claimSearch()}>
      <Group align="center" gap="lg">
        <TextInput
          aria-label={LL.claims.searchLabel()}
          placeholder={LL.claims.searchPlaceholder()}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={520}
          maw="100%"
        />
        <Switch
          label={LL.claims.dueFilter()}
          checked={due}
          onChange={(e) => {
            setDue(e.currentTarget.checked);
            setPage(1);
          }}
        />
        <ClaimPosterButton />
      </Group>
      {claims.isLoading && (
        <Center mih={120}>
          <Loader aria-label={LL.app.loading()} />
        </Center>
      )}
      {data && <ClaimsTable rows={data.data} caption={LL.titles.claimSearch()} onView={setViewing} />}
      {data && data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
      {viewing && (
        <ClaimDetailDialog id={viewing.id} reference={viewing.reference_number} onClose={() => setViewing(null)} />
      )}
    </Screen>
  );
}
