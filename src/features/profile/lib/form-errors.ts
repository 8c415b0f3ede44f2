/** true when any field of a validation result carries a message */
export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean)
}
