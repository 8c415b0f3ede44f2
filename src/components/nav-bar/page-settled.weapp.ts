// WeChat runs its own page stack: a back is safe at any moment.
export function whenPageSettled(go: () => void): void {
  go()
}
