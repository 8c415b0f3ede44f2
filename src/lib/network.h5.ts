// Browser: navigator.onLine and the window's online/offline events. Taro's H5 onNetworkStatusChange listens to
// navigator.connection only, which says nothing when the connection drops, so it is not used here.

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

/** calls `listener` with the new state whenever the browser goes online or offline; returns the unsubscribe */
export function onNetworkChange(listener: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const online = () => listener(true)
  const offline = () => listener(false)
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
  }
}
