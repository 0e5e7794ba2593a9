// The sign-in, sign-up, reset and profile forms' own rules. Password strength is deliberately not among them: it is
// the identity provider's policy (docs/rules.md#identity-errors), which Firebase enforces and errors.ts explains.
import * as z from 'zod/mini';
import { fieldErrors } from '../../domain/errors/index.ts';

export const DISPLAY_NAME_MAX = 60;

export const displayNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your name.'),
    z.maxLength(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters for your name.`),
  );
const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email address.'),
    z.email('Enter a valid email address, like name@example.com.'),
  );
const passwordSchema = (missing: string) => z.string().check(z.minLength(1, missing));

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema('Enter your password.') });
export const signUpSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordSchema('Choose a password.'),
});
export const resetSchema = z.object({ email: emailSchema });
export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ResetValues = z.infer<typeof resetSchema>;

export type FieldName = 'name' | 'email' | 'password';
export type FieldErrors = Partial<Record<FieldName, string>>;
export type Checked<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

/** Parses a form's values: the trimmed values, or the first message for each field that is wrong. */
export function checkForm<T>(schema: z.ZodMiniType<T>, input: unknown): Checked<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const all = fieldErrors(result.error);
  const errors: FieldErrors = {};
  for (const field of ['name', 'email', 'password'] as const) if (all[field] !== undefined) errors[field] = all[field];
  return { ok: false, errors };
}

export const displayNameFormSchema = z.object({ name: displayNameSchema });
