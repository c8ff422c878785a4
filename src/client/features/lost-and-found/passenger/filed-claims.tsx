import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { claimStatusPath } from '../../../../shared/claim-status-link';
import { useI18nContext } from '../../../lib/i18n';
import type { FiledClaims } from '../api/passenger-claims';
import { PassengerPage } from './passenger-page';
import { ReceiptButton } from './receipt-button';

/**
 * What a passenger keeps once their claim is in: each bag's reference and check code, large enough to photograph,
 * and a link to each claim's status page with both filled in (the last name is theirs to type).
 */
export function FiledClaimsView({
  filed,
  name,
  onAnother,
}: {
  filed: FiledClaims;
  name: string;
  onAnother: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.selfService;
  return (
    <PassengerPage title={t.filedTitle()}>
      <Stack gap="md">
        <Text>{t.filedIntro()}</Text>
        {filed.claims.map((c) => (
          <Card withBorder padding="md" key={c.reference_number}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t.reference()}
              </Text>
              <Text size="xl" fw={700} ff="monospace" data-testid="filed-reference">
                {c.reference_number}
              </Text>
              <Text size="sm" c="dimmed">
                {t.checkCode()}
              </Text>
              <Text size="xl" fw={700} ff="monospace" data-testid="filed-code">
                {c.check_code}
              </Text>
              <Text size="sm">{t.pair({ label: t.plate(), value: c.bag_tag_number ?? t.noPlate() })}</Text>
              <ReceiptButton proofs={{ reference: c.reference_number, code: c.check_code, last_name: name }} />
              <Anchor component={Link} href={claimStatusPath(c.reference_number, c.check_code, locale)}>
                {t.follow()}
              </Anchor>
            </Stack>
          </Card>
        ))}
        <Group className="no-print">
          <Button onClick={() => window.print()}>{t.print()}</Button>
          <Button variant="light" onClick={onAnother}>
            {t.fileAnother()}
          </Button>
        </Group>
      </Stack>
    </PassengerPage>
  );
}
