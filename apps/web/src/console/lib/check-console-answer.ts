import { consoleRoutes, type ConsoleEndpointName } from '@mizan/contracts/console';
import { checkAnswer } from '../../lib/check-answer.ts';

/**
 * The check of a console call, against the console's route table: development and tests only
 * (console-api.ts loads it behind import.meta.env.DEV), as for the public calls.
 */
export const checkConsoleAnswer = (name: ConsoleEndpointName, status: number, body: unknown) =>
  checkAnswer(name, consoleRoutes[name], status, body);
