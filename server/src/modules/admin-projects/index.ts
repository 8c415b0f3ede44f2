// Public surface of project and contract-section administration for other modules.
export { addMembershipFromOrganizes, membershipOfOrganizes, type DerivedMembership } from './membership'
