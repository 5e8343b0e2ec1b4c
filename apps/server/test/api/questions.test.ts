// Screening: the questions of each country and product type (GET /api/questions/public) and
// saving answers (POST /api/screenings/public/bulk): one answer per question, updated in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { screeningAnswers } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  answersFor,
  best,
  creditScore,
  expectInvalid,
  expectProblem,
  fetchQuestions,
  lowestEligibleSalary,
  ok,
  send,
  startApplication,
  UNKNOWN_ID,
  UUID_V4,
  type Json,
  type KnownQuestion,
} from '../helpers/api.ts';

const BULK = '/api/screenings/public/bulk';

describe.each(databaseKinds)('screening questions and answers (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const questionsUrl = (productType: string) => `/api/questions/public?productType=${productType}`;
  const salaryTexts = (questions: Json[]) =>
    questions
      .find((q) => /monthly salary\?$/.test(q.question))
      .options.map((o: Json) => o.optionText);

  describe('GET /api/questions/public', () => {
    it.each(['Card', 'Loan'])('lists %s questions with options but no points', async (type) => {
      for (const country of ['ae', 'sa'] as const) {
        const questions: Json[] = await ok(app, 'GET', questionsUrl(type), { country });
        expect(questions.length).toBeGreaterThanOrEqual(5);
        for (const question of questions) {
          expect(Object.keys(question).sort()).toEqual(['options', 'question', 'questionId']);
          expect(question.questionId).toEqual(expect.any(Number));
          expect(question.question).not.toBe('');
          expect(question.options.length).toBeGreaterThanOrEqual(2);
          for (const option of question.options) {
            expect(Object.keys(option).sort()).toEqual(['hardStop', 'optionId', 'optionText']);
            expect(option).toEqual({
              optionId: expect.any(Number),
              optionText: expect.any(String),
              hardStop: expect.any(Boolean),
            });
          }
        }
        expect(JSON.stringify(questions)).not.toMatch(/points|score|value/i);
      }
    });

    it('asks about salary in AED in the UAE and in SAR in Saudi Arabia', async () => {
      for (const type of ['Card', 'Loan']) {
        const uae: Json[] = await ok(app, 'GET', questionsUrl(type), { country: 'ae' });
        const ksa: Json[] = await ok(app, 'GET', questionsUrl(type), { country: 'sa' });
        expect(salaryTexts(uae).every((t: string) => t.includes('AED'))).toBe(true);
        expect(salaryTexts(ksa).every((t: string) => t.includes('SAR'))).toBe(true);
        // Different questions, not the same ones relabelled.
        const ids = new Set(uae.map((q) => q.questionId));
        expect(ksa.some((q) => ids.has(q.questionId))).toBe(false);
      }
    });

    it('uses the UAE questions when no country header is sent', async () => {
      const plain: Json[] = await ok(app, 'GET', questionsUrl('Card'));
      expect(plain).toEqual(await ok(app, 'GET', questionsUrl('Card'), { country: 'ae' }));
    });

    it('gives cards and loans different questions', async () => {
      const cards: Json[] = await ok(app, 'GET', questionsUrl('Card'));
      const loans: Json[] = await ok(app, 'GET', questionsUrl('Loan'));
      const ids = new Set(cards.map((q) => q.questionId));
      expect(loans.some((q) => ids.has(q.questionId))).toBe(false);
    });

    it.each([
      ['missing', '/api/questions/public'],
      ['empty', questionsUrl('')],
      ['unknown', questionsUrl('Mortgage')],
      ['lower-case', questionsUrl('card')],
    ])('answers 400 when productType is %s', async (_, url) => {
      expectInvalid(await send(app, 'GET', url), 'query.productType');
    });
  });

  describe('POST /api/screenings/public/bulk', () => {
    let questions: KnownQuestion[];
    beforeAll(async () => {
      questions = await fetchQuestions(app, 'ae', 'Card');
    });

    const rowsOf = (applicationId: string) =>
      app.db.$count(screeningAnswers, eq(screeningAnswers.applicationId, applicationId));
    const post = (payload: unknown) => send(app, 'POST', BULK, { payload });
    const newCardApplication = () => startApplication(app, { country: 'ae', type: 'Card' });

    it('saves the answers and answers them back with their screeningIds', async () => {
      const { applicationId } = await newCardApplication();
      const answers = answersFor(applicationId, questions, best);
      const response = await post(answers);
      expect(response.statusCode, response.body).toBe(200);
      const saved: Json[] = response.json();
      expect(saved).toHaveLength(answers.length);
      for (const answer of answers) {
        const item = saved.find((s) => s.questionId === answer.questionId);
        expect(item).toEqual({
          screeningId: expect.stringMatching(UUID_V4),
          questionId: answer.questionId,
          applicationId,
          response: answer.response,
        });
      }
      expect(new Set(saved.map((s) => s.screeningId)).size).toBe(saved.length);
      expect(await rowsOf(applicationId)).toBe(answers.length);
    });

    it('accepts part of the answers, then the rest', async () => {
      const { applicationId } = await newCardApplication();
      const answers = answersFor(applicationId, questions, best);
      await ok(app, 'POST', BULK, { payload: answers.slice(0, 2) });
      expect(await rowsOf(applicationId)).toBe(2);
      await ok(app, 'POST', BULK, { payload: answers.slice(2) });
      expect(await rowsOf(applicationId)).toBe(answers.length);
      expect(await creditScore(app, applicationId)).toBe(100);
    });

    it('updates answers in place when saved again with their screeningIds', async () => {
      const { applicationId } = await newCardApplication();
      const saved: Json[] = await ok(app, 'POST', BULK, {
        payload: answersFor(applicationId, questions, best),
      });
      expect(await creditScore(app, applicationId)).toBe(100);

      // The client sends back what it got, with one answer changed to a lower salary band.
      const lower = answersFor(applicationId, questions, lowestEligibleSalary);
      const again: Json[] = await ok(app, 'POST', BULK, {
        payload: saved.map((s) => ({
          ...s,
          response: lower.find((a) => a.questionId === s.questionId)!.response,
        })),
      });
      expect(sortedIds(again)).toEqual(sortedIds(saved));
      expect(await rowsOf(applicationId)).toBe(saved.length);
      expect(await creditScore(app, applicationId)).toBeLessThan(100);
    });

    it('updates answers in place when saved again without screeningIds', async () => {
      const { applicationId } = await newCardApplication();
      const saved: Json[] = await ok(app, 'POST', BULK, {
        payload: answersFor(applicationId, questions, lowestEligibleSalary),
      });
      const lowScore = await creditScore(app, applicationId);

      const again: Json[] = await ok(app, 'POST', BULK, {
        payload: answersFor(applicationId, questions, best).map(({ screeningId: _, ...a }) => a),
      });
      expect(sortedIds(again)).toEqual(sortedIds(saved));
      expect(await rowsOf(applicationId)).toBe(saved.length);
      expect(await creditScore(app, applicationId)).toBe(100);
      expect(lowScore).toBeLessThan(100);
    });

    it('refuses answers to questions of another product type or country with 422', async () => {
      const { applicationId } = await newCardApplication();
      const loanQuestions = await fetchQuestions(app, 'ae', 'Loan');
      const saudiQuestions = await fetchQuestions(app, 'sa', 'Card');
      for (const foreign of [loanQuestions, saudiQuestions]) {
        const body = expectProblem(await post(answersFor(applicationId, foreign, best)), 422);
        expect(body.errors[0].field).toBe('body[0].questionId');
      }
      expect(await rowsOf(applicationId)).toBe(0);
    });

    it('refuses an option of another question with 422, and saves none of the list', async () => {
      const { applicationId } = await newCardApplication();
      const answers = answersFor(applicationId, questions, best);
      answers[1] = { ...answers[1]!, response: questions[0]!.options[1]!.optionId };
      const body = expectProblem(await post(answers), 422);
      expect(body.errors.map((e: Json) => e.field)).toEqual(['body[1].response']);
      expect(await rowsOf(applicationId)).toBe(0);
    });

    it('refuses an empty list, mixed applications and a question answered twice with 400', async () => {
      const first = await newCardApplication();
      const second = await newCardApplication();
      const answers = answersFor(first.applicationId, questions, best);
      expectInvalid(await post([]));
      expectInvalid(
        await post([answers[0], { ...answers[1]!, applicationId: second.applicationId }]),
      );
      expectInvalid(await post([answers[0], { ...answers[0]!, response: answers[1]!.response }]));
      expect(await rowsOf(first.applicationId)).toBe(0);
      expect(await rowsOf(second.applicationId)).toBe(0);
    });

    it('refuses a screeningId that is not a UUID with 400', async () => {
      const { applicationId } = await newCardApplication();
      const [answer] = answersFor(applicationId, questions, best);
      expectInvalid(await post([{ ...answer, screeningId: 7 }]), 'body[0].screeningId');
    });

    it('answers 404 for an unknown application', async () => {
      const before = await app.db.$count(screeningAnswers);
      expectProblem(await post(answersFor(UNKNOWN_ID, questions, best)), 404);
      expect(await app.db.$count(screeningAnswers)).toBe(before);
    });
  });
});

const sortedIds = (items: Json[]) => items.map((item) => item.screeningId).sort();
