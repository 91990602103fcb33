import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentSchema,
  CreateCommentSchema,
  OkSchema,
  UpdateCommentSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import { addComment, changeComment, removeComment } from './comments.service.js';

const route = routeOptions(['Comments']);
const Params = z.object({ id: codeField });

/** Comments on history events, tasks and alerts. */
export function commentsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/int/comments',
      route({ team: 'records.create' }, 'Comment on a record the caller may see', {
        body: CreateCommentSchema,
        response: { 201: CommentSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(await addComment(deps, requireTeam(request), request.body)),
    );

    app.patch(
      '/int/comments/:id',
      route({ team: 'records.create' }, 'Change one of your own comments', {
        params: Params,
        body: UpdateCommentSchema,
        response: { 200: CommentSchema },
      }),
      (request) => changeComment(deps, requireTeam(request), request.params.id, request.body.body),
    );

    app.delete(
      '/int/comments/:id',
      route({ team: 'records.create' }, 'Delete one of your own comments', {
        params: Params,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await removeComment(deps, requireTeam(request), request.params.id);
        return { ok: true } as const;
      },
    );
  };
}
