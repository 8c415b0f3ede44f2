// The 功能设计 designer's public surface: its routes (the API registry mounts them).
export { visualDevDesignRoutes } from './routes'
