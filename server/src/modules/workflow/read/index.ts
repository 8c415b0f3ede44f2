// What other modules may use of the flow reading side: who may read a task.
export { mayReadTaskById } from './access'
