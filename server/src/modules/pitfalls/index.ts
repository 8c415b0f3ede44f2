// Public surface of the problem library and its custom problems: the routes, the installer of the catalogue's library,
// the repository other modules read the library with (the inspections pick their problems from its tree), and who may
// read a proposal (its photos).
export { pitfallRoutes } from './routes'
export { installProblemLibrary, HAZARD_LEVEL, hazardCategoryId } from './install'
export { problemLibraryRepository, proposalRepository } from './repository'
export { mayReadProposal } from './access'
export type { LibraryNode } from './tree'
