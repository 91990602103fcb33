/** What the case-work module writes of tasks; the task pages are tasks.service.ts. */
export { insertTaskOnce, type NewTask, type TaskRow } from './tasks.repository.js';
