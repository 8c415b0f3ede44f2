// WeChat pushes the page itself; getCurrentPages is the whole truth there.
export function navigationPending(_top: string): boolean {
  return false
}
