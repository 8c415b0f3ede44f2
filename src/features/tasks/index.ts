// Public surface of the task centre feature (事务中心, issue 19): pages import from here only.
export { TaskList } from './components/task-list'
export type { TaskListProps } from './components/task-list'
export { TaskDetailScreen } from './components/task-detail'
export { PublishTaskForm } from './components/publish-form'
export { getTask, getTasks, moveTask, publishTask, sendProgress } from './api/tasks'
