import { EmailSchema, OPERATOR_ROLES, OperatorRoleSchema } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { Problem } from '../../lib/problem.ts';
import {
  addOperator,
  COMMAND_LINE,
  operatorByEmail,
  resetOperator,
  updateOperator,
} from './operators.ts';
import { SETUP_LINK_HOURS } from './setup-links.ts';

// `npm run console:user -- add EMAIL ROLE | reset EMAIL | disable EMAIL`: how the first admin is
// made (there is no sign-up and no default account), and how a locked-out team gets back in.

export const USAGE = [
  'Usage: npm run console:user -- <command>',
  `  add EMAIL ROLE   add an operator (ROLE: ${OPERATOR_ROLES.join(', ')}) and print their set-up link`,
  '  reset EMAIL      void their password, authenticator, recovery codes and sessions; print a new link',
  '  disable EMAIL    end every session and refuse sign-in',
].join('\n');

export interface CommandResult {
  exitCode: number;
  output: string;
}

const fail = (message: string): CommandResult => ({ exitCode: 1, output: message });
const linkText = (url: string) =>
  `One-time set-up link, valid ${SETUP_LINK_HOURS} hours (give it only to the operator):\n${url}`;

/** Runs one command; answers what to print and the exit code. */
export async function runUserCommand(
  db: Database,
  args: readonly string[],
  publicUrl: string,
): Promise<CommandResult> {
  const [command, email, role] = args;
  const expected = command === 'add' ? 2 : 1;
  if (!command || !['add', 'reset', 'disable'].includes(command) || args.length - 1 !== expected) {
    return { exitCode: 2, output: USAGE };
  }
  if (!EmailSchema.safeParse(email).success) return fail(`Not an email address: ${email}`);

  try {
    if (command === 'add') {
      const parsedRole = OperatorRoleSchema.safeParse(role);
      if (!parsedRole.success) return fail(`ROLE must be one of: ${OPERATOR_ROLES.join(', ')}`);
      const added = await addOperator(
        db,
        { email: email!, role: parsedRole.data },
        COMMAND_LINE,
        publicUrl,
      );
      return {
        exitCode: 0,
        output: `Added ${added.operator.email} as ${added.operator.role}.\n${linkText(added.setupUrl)}`,
      };
    }
    const operator = await operatorByEmail(db, email!);
    if (!operator) return fail(`No operator has the email ${email}.`);
    if (command === 'reset') {
      const url = await resetOperator(db, operator.id, COMMAND_LINE, publicUrl);
      return {
        exitCode: 0,
        output: `Reset ${operator.email}: password, authenticator, recovery codes and sessions voided.\n${linkText(url)}`,
      };
    }
    await updateOperator(db, operator.id, { disabled: true }, COMMAND_LINE);
    return {
      exitCode: 0,
      output: `Disabled ${operator.email}: every session ended, sign-in refused.`,
    };
  } catch (error) {
    if (error instanceof Problem) return fail(error.detail.en);
    throw error;
  }
}
