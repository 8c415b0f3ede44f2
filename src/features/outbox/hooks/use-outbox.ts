// The outbox as a screen sees it: the signed-in user's entries (newest first), upload progress, the network state.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { isOnline, onNetworkChange } from '@/lib/network'
import { outbox, type OutboxEntry, type OutboxProgress } from '@/lib/outbox'
import { storage } from '@/lib/storage'
import { mineOf } from '../lib/outbox-view'

export interface OutboxView {
  loaded: boolean
  entries: OutboxEntry[]
  progress: Record<string, OutboxProgress>
  online: boolean
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(isOnline)
  useEffect(() => onNetworkChange(setOnline), [])
  return online
}

export function useOutbox(): OutboxView {
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot)
  const online = useOnline()
  useEffect(() => {
    void outbox.start()
  }, [])
  const userId = storage.get('userInfo')?.userId ?? ''
  return { loaded: snapshot.loaded, entries: mineOf(snapshot.entries, userId), progress: snapshot.progress, online }
}
