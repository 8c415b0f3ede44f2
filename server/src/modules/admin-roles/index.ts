// admin-roles' public surface for other modules: the role member rules (used by /api/permission/UserRelation when
// the object is a role) and the role lookup.
export { roleMemberIds, saveRoleMembers, memberChangeText, type MemberChange } from './member-service'
export { findRole, NO_ROLE } from './role-service'
export { ADMIN_ROLE_ID } from './role-input'
/** the console's role tree (organisation roles under their organisations, 全局 with the global roles) */
export { roleTree } from './role-tree'
