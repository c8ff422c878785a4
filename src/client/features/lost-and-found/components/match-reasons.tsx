import { Badge, Button, Group, Table } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';
import type { ClaimMatch } from '../api/matching';

/** Each reason a person can check, with its points: "Same tag +60", "Words in common: ribbon, tripod +8". */
export function MatchReasons({ reasons }: { reasons: ClaimMatch['reasons'] }) {
  const { LL } = useI18nContext();
  return (
    <Group gap={4}>
      {reasons.map((r) => (
        <Badge
          key={r.reason}
          variant="light"
          color={r.reason === 'TAG' || r.reason === 'NAME' ? 'teal' : 'gray'}
          tt="none"
          style={{ overflow: 'visible', minWidth: 'max-content' }}
        >
          {LL.foundBags.reason[r.reason]()}
          {r.detail && r.reason !== 'TAG' ? `: ${r.detail}` : ''} {LL.foundBags.points({ points: r.points })}
        </Badge>
      ))}
    </Group>
  );
}

/** The end of a proposal's row, on either side: its score, its reasons and the button that confirms it. */
export function MatchCells(props: {
  match: Pick<ClaimMatch, 'score' | 'reasons'>;
  confirmLabel: string;
  loading: boolean;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <Table.Td fw={700}>{props.match.score}</Table.Td>
      <Table.Td>
        <MatchReasons reasons={props.match.reasons} />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          aria-label={props.confirmLabel}
          loading={props.loading}
          disabled={props.disabled}
          onClick={props.onConfirm}
        >
          {LL.foundBags.confirm()}
        </Button>
      </Table.Td>
    </>
  );
}
