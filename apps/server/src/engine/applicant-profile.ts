import type { Answers, ApplicantProfile, EngineOption, EngineQuestion } from './types.ts';

/** The chosen option of each answered question, skipping answers that name no known option. */
export function chosenOptions(questions: readonly EngineQuestion[], answers: Answers) {
  const chosen: { question: EngineQuestion; option: EngineOption }[] = [];
  for (const question of questions) {
    const optionId = answers.get(question.id);
    const option = question.options.find((candidate) => candidate.id === optionId);
    if (option) chosen.push({ question, option });
  }
  return chosen;
}

/** What the answers say about the applicant, as the card and loan rules need it. */
export function applicantProfile(
  questions: readonly EngineQuestion[],
  answers: Answers,
): ApplicantProfile {
  const profile: ApplicantProfile = {
    hardStop: false,
    monthlySalary: null,
    obligationsRatio: 0,
    islamicOnly: false,
    retired: false,
    citizen: false,
  };
  for (const { question, option } of chosenOptions(questions, answers)) {
    if (option.hardStop) profile.hardStop = true;
    const value = option.value ?? 0;
    switch (question.topic) {
      case 'salary':
        profile.monthlySalary = value;
        break;
      case 'obligations':
        profile.obligationsRatio = value;
        break;
      case 'islamic':
        profile.islamicOnly = value === 1;
        break;
      case 'employment':
        profile.retired = value === 1;
        break;
      case 'residency':
        profile.citizen = value === 1;
        break;
    }
  }
  return profile;
}
