import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountDeletionStatusSchema,
  ChangePasswordSchema,
  CurrentUserSchema,
  LanguageSchema,
  OkSchema,
  RegisterSchema,
  ResendVerificationEmailSchema,
  ResetPasswordSchema,
  SendResetEmailSchema,
  UserNamesSchema,
  VerifyEmailSchema,
  RequestAccountDeletionSchema,
  oneTimeCodeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireAuth, requestMeta } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import * as deletion from './account-deletion.service.js';
import * as accounts from './accounts.service.js';

const ok = { ok: true } as const;
const route = routeOptions(['User']);

export function accountsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/user',
      route(
        'public',
        'Register an account (answers the same whether or not the address has one: its owner is e-mailed)',
        { body: RegisterSchema, response: { 201: OkSchema } },
      ),
      async (request, reply) => {
        await accounts.registerUser(deps, request.body, requestMeta(request));
        return reply.status(201).send(ok);
      },
    );

    app.get(
      '/int/user',
      route('authenticated', 'The signed-in user', { response: { 200: CurrentUserSchema } }),
      (request) => accounts.getCurrentUser(deps, requireAuth(request)),
    );

    app.post(
      '/int/users/email/verify',
      route('public', 'Verify an e-mail address with the code from the e-mail', {
        body: VerifyEmailSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await accounts.verifyEmail(deps, request.body.code, requestMeta(request));
        return ok;
      },
    );

    app.post(
      '/int/user/email/verification-resend-email',
      route('authenticated', 'Send the verification e-mail again', { response: { 200: OkSchema } }),
      async (request) => {
        await accounts.resendVerificationEmail(deps, requireAuth(request));
        return ok;
      },
    );

    app.post(
      '/int/users/email/verification-resend-email',
      route(
        'public',
        'E-mail a new verification link from the login page (answers the same for any address)',
        { body: ResendVerificationEmailSchema, response: { 200: OkSchema } },
      ),
      async (request) => {
        await accounts.resendVerificationEmailTo(deps, request.body.email, request.ip);
        return ok;
      },
    );

    app.post(
      '/int/user/password/send-reset-email',
      route(
        'public',
        'E-mail a password reset link (answers the same whether or not the account exists)',
        { body: SendResetEmailSchema, response: { 200: OkSchema } },
      ),
      async (request) => {
        await accounts.sendPasswordResetEmail(deps, request.body.email, request.ip);
        return ok;
      },
    );

    app.post(
      '/int/user/password/reset',
      route('public', 'Set a new password with the code from the e-mail', {
        body: ResetPasswordSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await accounts.resetPassword(deps, request.body, requestMeta(request));
        return ok;
      },
    );

    app.post(
      '/int/user/password/change',
      route('authenticated', 'Change the password', {
        body: ChangePasswordSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await accounts.changePassword(deps, requireAuth(request), request.body);
        return ok;
      },
    );

    app.patch(
      '/int/user/names',
      route('authenticated', 'Change first and last name', {
        body: UserNamesSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await accounts.updateNames(deps, requireAuth(request), request.body);
        return ok;
      },
    );

    app.post(
      '/int/language',
      route('authenticated', 'Save the interface language', {
        body: LanguageSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await accounts.setLanguage(deps, requireAuth(request), request.body);
        return ok;
      },
    );

    app.post(
      '/int/user/delete',
      route('authenticated', 'Ask to delete the account: confirmed from an e-mailed link', {
        body: RequestAccountDeletionSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await deletion.requestAccountDeletion(deps, requireAuth(request), request.body);
        return ok;
      },
    );

    app.get(
      '/int/user/delete',
      route('authenticated', 'Whether a deletion of the account waits for confirmation', {
        response: { 200: AccountDeletionStatusSchema },
      }),
      (request) => deletion.getAccountDeletionStatus(deps, requireAuth(request)),
    );

    app.get(
      '/int/users/email/delete-user',
      route('public', 'Confirm the deletion of an account with the e-mailed code', {
        querystring: z.strictObject({ code: oneTimeCodeField }),
        response: { 200: OkSchema },
      }),
      async (request) => {
        await deletion.confirmAccountDeletion(deps, request.query.code, requestMeta(request));
        return ok;
      },
    );
  };
}
