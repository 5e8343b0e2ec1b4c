import { chosenOptions } from './applicant-profile.ts';
import type { Answers, EngineQuestion } from './types.ts';

/**
 * 0-100: the points earned over the points possible (each question's best option), rounded.
 * Unanswered questions earn nothing; a hard-stop answer makes the score 0.
 */
export function creditScore(questions: readonly EngineQuestion[], answers: Answers): number {
  const possible = questions.reduce(
    (sum, question) => sum + Math.max(0, ...question.options.map((option) => option.points)),
    0,
  );
  const chosen = chosenOptions(questions, answers);
  if (possible === 0 || chosen.some(({ option }) => option.hardStop)) return 0;
  const earned = chosen.reduce((sum, { option }) => sum + Math.max(0, option.points), 0);
  return Math.min(100, Math.round((100 * earned) / possible));
}

/** A coarse label the partner bank can read at a glance; derived, never taken from the client. */
export function riskProfile(score: number): 'Low' | 'Medium' | 'High' {
  if (score >= 80) return 'Low';
  if (score >= 60) return 'Medium';
  return 'High';
}
