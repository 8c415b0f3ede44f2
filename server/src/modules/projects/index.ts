// Public surface of the projects module (the app's project and section pickers) for other modules.
export { projectRepository } from './repository'
export { alignmentSchema, checkAlignment, storedAlignment, MAX_ALIGNMENT_POINTS } from './alignment'
