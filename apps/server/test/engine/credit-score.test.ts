import { describe, expect, it } from 'vitest';
import { applicantProfile } from '../../src/engine/applicant-profile.ts';
import { creditScore, riskProfile } from '../../src/engine/credit-score.ts';
import { questions } from './fixtures.ts';

const answers = (entries: [number, number][]) => new Map(entries);

describe('credit score', () => {
  it('is the points earned over the best possible, as a rounded percent', () => {
    expect(
      creditScore(
        questions,
        answers([
          [1, 13],
          [2, 21],
        ]),
      ),
    ).toBe(100);
    expect(
      creditScore(
        questions,
        answers([
          [1, 12],
          [2, 21],
        ]),
      ),
    ).toBe(70); // 35 / 50
    expect(
      creditScore(
        questions,
        answers([
          [1, 12],
          [2, 22],
        ]),
      ),
    ).toBe(40); // 20 / 50
  });

  it('counts unanswered questions as nothing earned', () => {
    expect(creditScore(questions, answers([[1, 13]]))).toBe(60);
    expect(creditScore(questions, answers([]))).toBe(0);
  });

  it('is 0 when any answer is a hard stop', () => {
    expect(
      creditScore(
        questions,
        answers([
          [1, 11],
          [2, 21],
        ]),
      ),
    ).toBe(0);
  });

  it('ignores options that belong to no question of the set', () => {
    expect(
      creditScore(
        questions,
        answers([
          [1, 21],
          [2, 21],
        ]),
      ),
    ).toBe(40);
  });

  it('stays within 0-100 and is 0 for a set with no points', () => {
    expect(creditScore([], answers([]))).toBe(0);
  });

  it('labels the risk from the score', () => {
    expect(riskProfile(100)).toBe('Low');
    expect(riskProfile(80)).toBe('Low');
    expect(riskProfile(60)).toBe('Medium');
    expect(riskProfile(59)).toBe('High');
  });
});

describe('applicant profile', () => {
  it('reads salary, obligations and the Islamic preference from the chosen options', () => {
    expect(
      applicantProfile(
        questions,
        answers([
          [1, 12],
          [2, 22],
          [3, 31],
        ]),
      ),
    ).toMatchObject({
      hardStop: false,
      monthlySalary: 8000,
      obligationsRatio: 0.25,
      islamicOnly: true,
    });
  });

  it('flags a hard stop and leaves the salary unknown when unanswered', () => {
    expect(applicantProfile(questions, answers([[2, 21]])).monthlySalary).toBeNull();
    expect(applicantProfile(questions, answers([[1, 11]])).hardStop).toBe(true);
  });
});
