// What other modules may use of the people directory.
export { userLevel, type Paging } from './directory-service'
