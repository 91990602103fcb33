import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeTaskStatusSchema,
  CommentListSchema,
  CommentSchema,
  CreateTaskSchema,
  GroupDeleteSchema,
  GroupTaskStatusSchema,
  OkSchema,
  TASK_STATUSES,
  TaskListSchema,
  TaskQuerySchema,
  TaskSchema,
  UpdateCommentSchema,
  UpdateTaskSchema,
  codeField,
} from '@aml/shared';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireTeam } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/route-options.js';
import {
  addComment,
  changeComment,
  commentsOf,
  removeComment,
} from '../comments/comments.service.js';
import * as tasks from './tasks.service.js';

const route = routeOptions(['Tasks']);
const Params = z.object({ id: codeField });
const CommentParams = z.object({ id: codeField, commentId: codeField });
const view = { team: 'team.view' } as const;
const edit = { team: 'records.edit_own' } as const;
const comment = { team: 'records.create' } as const;

/** Tasks (spec section 7): the alerts' pattern, plus their comments. */
export function tasksRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/int/tasks',
      route(view, 'Find tasks: open ones first, the most pressing on top', {
        querystring: TaskQuerySchema,
        response: { 200: TaskListSchema },
      }),
      (request) => tasks.findTasks(deps, requireTeam(request), request.query),
    );

    app.post(
      '/int/tasks',
      route(
        { team: 'records.create' },
        'Create a task; its assignee and the team admins are told by e-mail',
        { body: CreateTaskSchema, response: { 201: TaskSchema } },
      ),
      async (request, reply) =>
        reply.status(201).send(await tasks.createTask(deps, requireTeam(request), request.body)),
    );

    app.patch(
      '/int/tasks',
      route(edit, 'Change a task', { body: UpdateTaskSchema, response: { 200: TaskSchema } }),
      (request) => tasks.updateTaskFields(deps, requireTeam(request), request.body),
    );

    app.post(
      '/int/tasks/group-status-update',
      route(edit, 'Move several tasks to a status (all or none)', {
        body: GroupTaskStatusSchema,
        response: { 200: OkSchema },
      }),
      async (request) => {
        const { codes, status } = request.body;
        await tasks.changeTaskStatus(deps, requireTeam(request), codes, status);
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/tasks/status/:id',
      route(view, 'The status of a task and the statuses the caller may move it to', {
        params: Params,
        response: {
          200: z.object({
            status: z.enum(TASK_STATUSES),
            allowed_statuses: z.array(z.enum(TASK_STATUSES)),
          }),
        },
      }),
      async (request) => {
        const task = await tasks.getTask(deps, requireTeam(request), request.params.id);
        return { status: task.status, allowed_statuses: task.allowed_statuses };
      },
    );

    app.get(
      '/int/tasks/:id',
      route(view, 'A task', { params: Params, response: { 200: TaskSchema } }),
      (request) => tasks.getTask(deps, requireTeam(request), request.params.id),
    );

    app.post(
      '/int/tasks/:id/status',
      route(edit, 'Change the status of a task', {
        params: Params,
        body: ChangeTaskStatusSchema,
        response: { 200: TaskSchema },
      }),
      async (request) => {
        const auth = requireTeam(request);
        await tasks.changeTaskStatus(deps, auth, [request.params.id], request.body.status);
        return tasks.getTask(deps, auth, request.params.id);
      },
    );

    app.delete(
      '/int/tasks/:id',
      route(edit, 'Delete a task (kept for the retention period)', {
        params: Params,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await tasks.deleteTasks(deps, requireTeam(request), [request.params.id]);
        return { ok: true } as const;
      },
    );

    app.delete(
      '/int/tasks/group/delete',
      route(edit, 'Delete several tasks', { body: GroupDeleteSchema, response: { 200: OkSchema } }),
      async (request) => {
        await tasks.deleteTasks(deps, requireTeam(request), request.body.codes);
        return { ok: true } as const;
      },
    );

    app.get(
      '/int/tasks/:id/comments',
      route(view, 'The comments of a task, oldest first', {
        params: Params,
        response: { 200: CommentListSchema },
      }),
      (request) => commentsOf(deps, requireTeam(request), 'task', request.params.id),
    );

    app.post(
      '/int/tasks/:id/comments',
      route(comment, 'Comment on a task', {
        params: Params,
        body: UpdateCommentSchema,
        response: { 201: CommentSchema },
      }),
      async (request, reply) =>
        reply.status(201).send(
          await addComment(deps, requireTeam(request), {
            entity_type: 'task',
            entity_code: request.params.id,
            body: request.body.body,
          }),
        ),
    );

    app.patch(
      '/int/tasks/:id/comments/:commentId',
      route(comment, 'Change one of your own comments on a task', {
        params: CommentParams,
        body: UpdateCommentSchema,
        response: { 200: CommentSchema },
      }),
      (request) =>
        changeComment(deps, requireTeam(request), request.params.commentId, request.body.body, {
          type: 'task',
          code: request.params.id,
        }),
    );

    app.delete(
      '/int/tasks/:id/comments/:commentId',
      route(comment, 'Delete one of your own comments on a task', {
        params: CommentParams,
        response: { 200: OkSchema },
      }),
      async (request) => {
        await removeComment(deps, requireTeam(request), request.params.commentId, {
          type: 'task',
          code: request.params.id,
        });
        return { ok: true } as const;
      },
    );
  };
}
