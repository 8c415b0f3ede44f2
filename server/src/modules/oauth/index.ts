// What other modules may use of the session module: an administrator's unlock of the login locks of an account.
export { clearAccountFailures } from './login-guard'
