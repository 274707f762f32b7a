/**
 * The FAQ (/faqs): questions and answers kept as Markdown in ./faqs/*.md, reviewed like code. Each
 * file is one category (`category:` in its front matter); each `## question {#id}` starts a
 * question whose id is its deep link (/faqs#id); the text up to the next `##` is the answer.
 */
export interface Faq {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
}

export interface FaqCategory {
  name: string;
  faqs: Faq[];
}

const sources = import.meta.glob<string>('../faqs/*.md', { query: '?raw', import: 'default', eager: true });

export function parseFaqFile(text: string, file = 'faq'): FaqCategory {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const name = front?.[1] ? /^category:\s*(.+)$/m.exec(front[1])?.[1]?.trim() : undefined;
  if (!front || !name) throw new Error(`${file}: front matter needs "category:"`);
  const faqs: Faq[] = [];
  const parts = text.slice(front[0].length).split(/^## /m).slice(1);
  for (const part of parts) {
    const newline = part.indexOf('\n');
    const heading = (newline < 0 ? part : part.slice(0, newline)).trim();
    const match = /^(.*?)\s*\{#([a-z0-9-]+)\}$/.exec(heading);
    if (!match?.[1] || !match[2])
      throw new Error(`${file}: "## ${heading}" needs an id like {#forgot-password}`);
    faqs.push({
      id: match[2],
      question: match[1],
      answer: newline < 0 ? '' : part.slice(newline + 1).trim(),
    });
  }
  return { name, faqs };
}

/** Every category, in file-name order. */
export const FAQ_CATEGORIES: FaqCategory[] = Object.keys(sources)
  .sort()
  .map((file) => parseFaqFile(sources[file] as string, file));

/** Whether every word (separated by spaces) appears in the question or the answer. */
export function matchesFaq(faq: Faq, query: string): boolean {
  const words = query
    .toLowerCase()
    .split(/[\s　]+/)
    .filter(Boolean);
  const text = `${faq.question}\n${faq.answer}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
