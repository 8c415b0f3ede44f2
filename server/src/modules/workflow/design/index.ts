// The flow designers' public surface: their routes, and the flow of a low-code function that 功能设计 makes, copies,
// removes and puts in force with the function.
export { flowDesignRoutes } from './routes'
export { ensureModelFlow, dropModelFlow, copyModelFlow, enableModelFlow } from './model-flow'
