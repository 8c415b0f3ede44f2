// Site checks and material consumption, built on the task centre (modules/tasks): a site-check task is a task of
// kind siteCheck, published, accepted, submitted, passed and returned by the task centre's moves; this module adds
// the project's checklists, the items of each site check (copied from its checklist when it is assigned, so a later
// edit of the checklist changes no task), the marking of the items on site by the task's handler, the hazards a
// failing item raises into the hazard register, and the materials consumed against a task. A site check cannot be
// submitted for audit while an item is unchecked or a failing item lacks its note or photo (the submit guard).
//
// Public surface of the site checks and material consumption of the task centre: their routes (which also put the
// site checks' submit guard on the task centre's submit).
export { taskCheckRoutes } from './routes'
export { quantityText } from './consume-service'
