// What other modules may use of the task side: work to do once a task has passed.
export { onTaskPassed, type TaskPassedListener } from './messages'
