import { QUESTIONNAIRE_ITEMS, type TQuestionnairePayload, ZQuestionnairePayload } from '@mirume/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { QUESTIONNAIRE_PAGES, QUESTIONS_PER_PAGE, QuestionnaireStep } from './questionnaire-step';

describe('[EXAM] the questionnaire', () => {
  it('asks every item on pages of eight, requires each answer, and yields a valid payload', async () => {
    let payload: TQuestionnairePayload | null = null;
    const { user } = renderPage(
      <QuestionnaireStep
        onDone={(p) => {
          payload = p;
        }}
      />,
    );
    expect(QUESTIONNAIRE_ITEMS.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: `アンケート（1 / ${QUESTIONNAIRE_PAGES}）` })).toBeTruthy();

    // Nothing answered: the page points out the gaps and stays.
    await user.click(
      screen.getByRole('button', { name: QUESTIONNAIRE_PAGES === 1 ? '回答を終える' : '次へ' }),
    );
    expect(
      await screen.findByText(
        `未回答の質問が${QUESTIONS_PER_PAGE}問あります。すべての質問にお答えください。`,
      ),
    ).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe(QUESTIONNAIRE_ITEMS[0]?.id);

    for (let page = 0; page < QUESTIONNAIRE_PAGES; page++) {
      const items = QUESTIONNAIRE_ITEMS.slice(page * QUESTIONS_PER_PAGE, (page + 1) * QUESTIONS_PER_PAGE);
      for (const [i, item] of items.entries()) {
        const group = screen.getByText(item.text).closest('fieldset') as HTMLElement;
        const score = i % 2 ? 4 : 3;
        const radio = group.querySelector(`input[value="${score}"]`) as HTMLInputElement;
        expect(radio.getAttribute('aria-label')).toBe(score === 4 ? 'ややあてはまる' : 'どちらともいえない');
        // fireEvent keeps 40 answers fast; the keyboard path is the browser's own radio group.
        fireEvent.click(radio);
      }
      fireEvent.click(screen.getByText(page === QUESTIONNAIRE_PAGES - 1 ? '回答を終える' : '次へ'));
    }
    const result = ZQuestionnairePayload.parse(payload);
    expect(Object.keys(result.answers)).toHaveLength(QUESTIONNAIRE_ITEMS.length);
    expect(result.answers[QUESTIONNAIRE_ITEMS[0]?.id as string]).toBe(3);
    expect(result.answers[QUESTIONNAIRE_ITEMS[1]?.id as string]).toBe(4);
  });
});
