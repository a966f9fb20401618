import {
  fieldErrors,
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from '@vela/validation';
import { z } from 'zod';

// The rules of the forms outside the layout, with the schema library they are written in: downloaded when a form
// is first used (`use-auth-form.ts`), not with the screen.

/** A code of the authenticator app (6 digits) or a recovery code; spaces as people type them are dropped. */
const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().min(1, { error: 'required' }).max(64, { error: 'max_length' })),
});

const authFormRules = {
  signIn: signInFormSchema,
  signUp: signUpFormSchema,
  // Both pages that ask for one e-mail address have the same rule.
  email: forgotPasswordFormSchema,
  resetPassword: resetPasswordFormSchema,
  twoFactor: twoFactorCodeSchema,
};

export type AuthFormRules = typeof authFormRules;

/** The parsed values, or the first failure of each field. */
export function check<Rule extends keyof AuthFormRules>(
  rule: Rule,
  values: Record<string, string>,
):
  | { success: true; data: z.output<AuthFormRules[Rule]> }
  | { success: false; errors: ReturnType<typeof fieldErrors> } {
  const result = authFormRules[rule].safeParse(values);
  if (result.success) return { success: true, data: result.data as z.output<AuthFormRules[Rule]> };
  return { success: false, errors: fieldErrors(result.error) };
}
