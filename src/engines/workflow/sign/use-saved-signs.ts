// The user's saved hand signatures, and the one an approval starts with: the default of the saved list as the server
// answers it now (a default set or deleted here counts at once), and only when the list cannot be read CurrentUser's
// userInfo.signImg as it was at login.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SignImgVO } from '@shared/api/workflow-extras'
import { storage } from '@/lib/storage'
import { getSignImgs } from '../api/sign-img'
import { toastFailure } from '@/lib/error-text'

export function storedDefaultSign(): string {
  const sign = storage.get('userInfo')?.signImg
  return typeof sign === 'string' ? sign : ''
}

export interface SavedSigns {
  signs: SignImgVO[]
  loaded: boolean
  /** the list was read from the server (not just the empty start after a failure) */
  fresh: boolean
  /** reads the list again (after a change); resolves with it, or the list as it was when that fails */
  reload: () => Promise<SignImgVO[]>
}

export function useSavedSigns(): SavedSigns {
  const [signs, setSigns] = useState<SignImgVO[]>([])
  const [loaded, setLoaded] = useState(false)
  const [fresh, setFresh] = useState(false)
  const live = useRef(true)
  const current = useRef<SignImgVO[]>([])

  const reload = useCallback(async () => {
    try {
      const list = await getSignImgs()
      current.current = list
      if (live.current) {
        setSigns(list)
        setFresh(true)
      }
    } catch (err) {
      // the user can still draw, and is told why the saved signatures are missing
      if (live.current) toastFailure(err, '已保存的签名加载失败')
    }
    if (live.current) setLoaded(true)
    return current.current
  }, [])

  useEffect(() => {
    live.current = true
    void reload()
    return () => {
      live.current = false
    }
  }, [reload])
  return { signs, loaded, fresh, reload }
}

/** the signature an approval starts with; `fresh` says the list came from the server just now */
export function defaultSign(signs: SignImgVO[], fresh: boolean): string {
  const saved = signs.find((s) => Number(s.isDefault) === 1)?.signImg
  if (saved) return saved
  return fresh ? '' : storedDefaultSign()
}
