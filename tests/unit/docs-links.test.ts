import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ point newcomers at each other and at the code by relative links, some to a heading
// (`rules/claims.md#clocks`). A file moved or renamed, or a heading reworded, leaves such a link pointing nowhere,
// and nobody notices while reading the page it is on: this test does.

/** README.md and every Markdown file under docs/. */
function documents(): string[] {
  const docs = readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs.sort()];
}

/** Text outside code blocks, which show commands and examples, not links or headings. */
const outsideCodeBlocks = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
/** The same, without inline code either. */
const prose = (text: string) => outsideCodeBlocks(text).replace(/`[^`\n]*`/g, '');

/**
 * The relative targets of the Markdown links in `text`, anchors included. Links to other sites and mail
 * addresses are not files.
 */
export function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => decodeURI(m[1]!))
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchors(text: string): Set<string> {
  const headings = [...outsideCodeBlocks(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => m[1]!);
  return new Set(
    headings.map((h) =>
      h
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

interface Files {
  exists: (p: string) => boolean;
  read: (p: string) => string;
}
const disk: Files = { exists: existsSync, read: (p) => readFileSync(p, 'utf8') };

/** The links of `file` (with this text) that name no existing file or folder, or no heading of that file. */
export function brokenLinks(file: string, text: string, files: Files = disk): string[] {
  return relativeLinks(text).filter((target) => {
    const [page = '', anchor] = target.split('#');
    const resolved = page ? path.join(path.dirname(file), page) : file;
    if (!files.exists(resolved)) return true;
    if (anchor === undefined) return false;
    const headings = headingAnchors(page ? files.read(resolved) : text);
    return !headings.has(anchor);
  });
}

describe('links in the documentation', () => {
  it('catches links to a missing file or heading (deliberate broken links, written here once)', () => {
    const text = [
      '# Claims',
      'See [clocks](rules/claims.md#clocks), [gone](decisions/999-nothing.md), [a folder](decisions/),',
      '[no such heading](rules/claims.md#refunds), [this page](#claims) and [not here](#clocks).',
      '[Swagger UI](https://swagger.io) is not a file; `[not a link](nowhere.md)` is code.',
      '```md',
      '[inside a code block](nowhere-either.md)',
      '```',
    ].join('\n');
    const pages: Record<string, string> = {
      'docs/rules/claims.md': '# Claims\n\n## Clocks\n\n## A claim’s description (`bag_type`)\n',
      'docs/decisions': '',
      'docs/api.md': text,
    };
    const files: Files = {
      exists: (p) => path.normalize(p).replace(/\/$/, '') in pages,
      read: (p) => pages[path.normalize(p)]!,
    };
    expect(brokenLinks('docs/api.md', text, files)).toEqual([
      'decisions/999-nothing.md',
      'rules/claims.md#refunds',
      '#clocks',
    ]);
  });

  it('names headings as GitHub does', () => {
    expect([...headingAnchors('## Shifts (API)\n### A claim’s description: `bag_type`\n# Périodes à venir')]).toEqual([
      'shifts-api',
      'a-claims-description-bag_type',
      'périodes-à-venir',
    ]);
  });

  it('finds README.md and the docs folder with its decision records and rules', () => {
    const files = documents();
    expect(files).toContain('README.md');
    expect(files).toContain(path.join('docs', 'decisions', '001-keyset-pages.md'));
    expect(files.some((f) => f.startsWith(path.join('docs', 'rules')))).toBe(true);
  });

  it.each(documents())('every relative link of %s leads to an existing file and heading', (file) => {
    expect(brokenLinks(file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});
