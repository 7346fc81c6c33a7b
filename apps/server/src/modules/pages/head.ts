import type { Language, StaticPage } from '@amora/shared';
import type { Company, Site } from '../sites/service';
import { fillPlaceholders, placeholderValues } from './fill';
import type { PageTexts } from './texts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Markdown of the page subset reduced to its words: links keep their text, marks and escapes go. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|[-*]|\d+\.)\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A static page's own title, description and text for the served HTML (decision 026): link
 * previews and readers without JavaScript get the page, not the home page's head and a spinner.
 * The text goes in a <noscript>, so the app starts exactly as before.
 */
export function staticPageHead(
  texts: PageTexts,
  page: StaticPage,
  language: Language,
  site: Site,
  company: Company,
): { title: string; description: string; noscript: string } | null {
  const text = texts.get(page, language);
  if (!text) return null;
  const values = placeholderValues(site, company, text.language);
  const title = plain(fillPlaceholders(text.title, values));
  const blocks = fillPlaceholders(text.body, values)
    .split(/\n\s*\n/)
    .map((block) => ({ heading: /^#{1,6}\s/.test(block.trim()), words: plain(block) }))
    .filter((block) => block.words);
  const first = blocks.find((block) => !block.heading)?.words ?? '';
  const description = first.length > 160 ? `${first.slice(0, 157).replace(/\s+\S*$/, '')}…` : first;
  const body = blocks
    .map(({ heading, words }) => (heading ? `<h2>${escapeHtml(words)}</h2>` : `<p>${escapeHtml(words)}</p>`))
    .join('');
  return { title, description, noscript: `<main><h1>${escapeHtml(title)}</h1>${body}</main>` };
}
