import { Badge, Group, Text } from '@mantine/core';
import { tagKind } from '../../shared/codes';
import { useI18nContext } from '../lib/i18n';

// A bag's tag as staff read it, with what its licence plate's leading digit says: a fallback tag (the bag was
// tagged by hand while check-in was down) or a rush tag (a mishandled bag travelling without its owner) changes
// how the bag is handled, so it is labelled wherever the bag shows. Other tags show as they are.

/** The label of a tag, or nothing: a badge whose title explains it. */
export function TagKindBadge({ tag, block }: { tag: string; block?: boolean }) {
  const { LL } = useI18nContext();
  const kind = tagKind(tag);
  if (!kind) return null;
  return (
    <Badge
      color={kind === 'rush' ? 'red' : 'violet'}
      variant="light"
      size="sm"
      display={block ? 'block' : undefined}
      w={block ? 'fit-content' : undefined}
      title={kind === 'rush' ? LL.tagKind.rushHint() : LL.tagKind.fallbackHint()}
      style={{ overflow: 'visible', minWidth: 'max-content' }}
    >
      {kind === 'rush' ? LL.tagKind.rush() : LL.tagKind.fallback()}
    </Badge>
  );
}

/** A tag in monospace with its label beside it. */
export function BagTag({ tag }: { tag: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span ff="monospace" inherit>
        {tag}
      </Text>
      <TagKindBadge tag={tag} />
    </Group>
  );
}
