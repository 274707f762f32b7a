import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, matchesFaq, parseFaqFile } from './faqs';

describe('[FAQ] the questions kept as Markdown', () => {
  it('every file has a category and questions with an answer', () => {
    expect(FAQ_CATEGORIES.length).toBeGreaterThanOrEqual(4);
    for (const category of FAQ_CATEGORIES) {
      expect(category.name).not.toBe('');
      expect(category.faqs.length).toBeGreaterThan(0);
      for (const faq of category.faqs) expect(faq.answer.length).toBeGreaterThan(20);
    }
  });

  it('every question has its own deep-link id', () => {
    const ids = FAQ_CATEGORIES.flatMap((c) => c.faqs.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links in answers lead to pages and files the app has', () => {
    const links = FAQ_CATEGORIES.flatMap((c) =>
      c.faqs.flatMap((f) => [...f.answer.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(/^\/(inquiry\/new|mirume-notifications|guides\/mirume-[a-z-]+\.pdf)$/);
    }
  });

  it('refuses a question without an id, and searches all words in question and answer', () => {
    expect(() => parseFaqFile('---\ncategory: x\n---\n\n## 質問\n\n答え')).toThrow('needs an id');
    const faq = { id: 'a', question: 'パスワードを忘れました', answer: '再設定のメールは30分有効です' };
    expect(matchesFaq(faq, 'パスワード 30分')).toBe(true);
    expect(matchesFaq(faq, 'パスワード チケット')).toBe(false);
  });
});
