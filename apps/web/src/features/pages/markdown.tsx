import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The Markdown subset of the static page texts (packages/shared/src/locales/pages): `##`/`###` headings,
 * paragraphs, `- ` and `1. ` lists, `**bold**`, `\` escapes and links to same-site paths or
 * mailto. Everything becomes React elements, so any HTML in a text shows as text and nothing
 * ever reaches dangerouslySetInnerHTML. Other links (http:, javascript:) render as plain text.
 */
type Block = { kind: 'h2' | 'h3' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { kind: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push(list);
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      // A stray `#` inside the body is shown as a section heading; the page has one h1 only.
      blocks.push({ kind: heading[1]!.length === 3 ? 'h3' : 'h2', text: heading[2]! });
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      if (paragraph.length || (list && list.kind !== kind)) flush();
      list ??= { kind, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s{2,}/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const INLINE = /\\([\\*[\]()_#-])|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function safeHref(href: string): { internal: boolean; href: string } | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true, href };
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(href)) return { internal: false, href };
  return null;
}

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const key = `${keyPrefix}-${n++}`;
    const [, escaped, bold, label, href] = match;
    if (escaped !== undefined) {
      out.push(escaped);
    } else if (bold !== undefined) {
      out.push(<strong key={key}>{renderInline(bold, key)}</strong>);
    } else {
      const target = safeHref(unescapeText(href!));
      const children = renderInline(label!, key);
      if (!target) out.push(<Fragment key={key}>{children}</Fragment>);
      else if (target.internal)
        out.push(
          <Link key={key} to={target.href}>
            {children}
          </Link>,
        );
      else
        out.push(
          <a key={key} href={target.href}>
            {children}
          </a>,
        );
    }
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const unescapeText = (text: string) => text.replace(/\\(.)/g, '$1');

/** Renders a page body (see the module comment for the subset). */
export function Markdown({ source }: { source: string }) {
  return (
    <>
      {parseBlocks(source).map((block, i) => {
        const key = `b${i}`;
        switch (block.kind) {
          case 'h2':
            return <h2 key={key}>{renderInline(block.text, key)}</h2>;
          case 'h3':
            return <h3 key={key}>{renderInline(block.text, key)}</h3>;
          case 'p':
            return <p key={key}>{renderInline(block.text, key)}</p>;
          default: {
            const List = block.kind;
            return (
              <List key={key}>
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their place
                  <li key={j}>{renderInline(item, `${key}-${j}`)}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
