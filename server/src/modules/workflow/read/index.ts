// The workflow read side's public surface for other modules: "realName/account" labels, the list query of the
// process-centre lists and their SQL (the administrators' monitor lists every task through it).
export { loadNames, type UserNames } from './names'
export { listQuery, type ListFilter, type ListQuery } from './list-query'
export { flowListRepository, type TaskCols } from './list-repository'
// What other modules may use of the flow reading side: who may read a task.
export { mayReadTaskById } from './access'
// A task's form as a document to sign (e-signature), with its flow's nodes.
export { readableTask } from './access'
export { taskDocument, type TaskDocument } from './print-task'
export { taskReadRepository } from './task-repository'
