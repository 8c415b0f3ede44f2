// The user's saved hand signatures, and the one an approval starts with: CurrentUser's userInfo.signImg (the
// default), else the default of the saved list.
import { useEffect, useState } from 'react'
import type { SignImgVO } from '@shared/api/workflow-extras'
import { storage } from '@/lib/storage'
import { getSignImgs } from '../api/sign-img'

export function storedDefaultSign(): string {
  const sign = storage.get('userInfo')?.signImg
  return typeof sign === 'string' ? sign : ''
}

export function useSavedSigns(): { signs: SignImgVO[]; loaded: boolean } {
  const [signs, setSigns] = useState<SignImgVO[]>([])
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let live = true
    getSignImgs().then(
      (list) => live && setSigns(list),
      () => undefined // without the list the user can still draw
    ).finally(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [])
  return { signs, loaded }
}

/** the signature an approval starts with */
export function defaultSign(signs: SignImgVO[]): string {
  return storedDefaultSign() || signs.find((s) => s.isDefault === 1)?.signImg || ''
}
