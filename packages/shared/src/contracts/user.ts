import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { TEAM_ROLES, TEAM_TYPES, USER_ROLES } from '../enums.js';
import {
  emailField,
  newPasswordField,
  oneTimeCodeField,
  passwordField,
  personNameField,
} from './fields.js';

/** POST /int/user */
export const RegisterSchema = z.strictObject({
  email: emailField,
  password: newPasswordField,
  language: z.enum(LANGUAGES).optional(),
});
export type Register = z.infer<typeof RegisterSchema>;

/** POST /int/login */
export const LoginSchema = z.strictObject({
  email: emailField,
  password: passwordField,
});
export type Login = z.infer<typeof LoginSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.iso.datetime(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /int/users/email/verify */
export const VerifyEmailSchema = z.strictObject({ code: oneTimeCodeField });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

/** POST /int/users/email/verification-resend-email: from the login page, before any session. */
export const ResendVerificationEmailSchema = z.strictObject({ email: emailField });
export type ResendVerificationEmail = z.infer<typeof ResendVerificationEmailSchema>;

/** POST /int/user/password/send-reset-email */
export const SendResetEmailSchema = z.strictObject({ email: emailField });
export type SendResetEmail = z.infer<typeof SendResetEmailSchema>;

/** POST /int/user/password/reset */
export const ResetPasswordSchema = z.strictObject({
  code: oneTimeCodeField,
  password: newPasswordField,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** POST /int/user/password/change */
export const ChangePasswordSchema = z.strictObject({
  current_password: passwordField,
  new_password: newPasswordField,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** PATCH /int/user/names */
export const UserNamesSchema = z.strictObject({
  first_name: personNameField,
  last_name: personNameField,
});
export type UserNames = z.infer<typeof UserNamesSchema>;

/** POST /int/language */
export const LanguageSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'invalid_value' }),
  ppvCode: z.string().max(64).optional(),
});
export type LanguageChange = z.infer<typeof LanguageSchema>;

export const UserTeamSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(TEAM_TYPES),
  role: z.enum(TEAM_ROLES),
  admin: z.boolean(),
});
export type UserTeam = z.infer<typeof UserTeamSchema>;

/** GET /int/user */
export const CurrentUserSchema = z.object({
  code: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: z.enum(LANGUAGES),
  email_verified: z.boolean(),
  roles: z.array(z.enum(USER_ROLES)),
  teams: z.array(UserTeamSchema),
  currentTeamCodeContext: z.string().nullable(),
  newAlertsAmount: z.number().int(),
  newTasksAmount: z.number().int(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** GET /int/session */
export const SessionSchema = z.object({
  user_code: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type Session = z.infer<typeof SessionSchema>;

/** Answer of calls whose only result is that they were accepted. */
export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;
