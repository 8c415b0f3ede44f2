// The admin module's public surface: the guard every administrative route calls first, the project scope of a
// project administrator, and the system log.
export { ADMIN_AREAS, type AdminArea } from './areas'
export { adminScopeOf, requireAdmin, requireWholeGroup, NOT_PERMITTED, type AdminScope } from './guard'
export { reachableUser, reachableUserIds, assertProjectsInScope } from './scope'
export { audit, auditLogin, LOG_CATEGORY, type AuditEntry } from './audit'
