import { useRef } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { setSignListState } from '../api/esign'
import { useSignList } from '../hooks/use-sign-list'
import { DocumentItem, passedAt } from './document-item'
import './esign.scss'

/**
 * /pages/workFlow/flowModal: the batch-sign prompt and signing list (spec §4). Approved documents wait for my
 * signature; without the batch role each is signed on its own. 稍后签署 puts the list aside until a newer document
 * arrives or the next login.
 */
/** how long a 稍后签署 tap blocks the next one (the page's way out takes well under this) */
const LEAVING_MS = 2500

/** the signing list is still the page in front (its back did not take) */
function stillInFront(): boolean {
  const pages = Taro.getCurrentPages()
  const top = pages[pages.length - 1] as { route?: string } | undefined
  return Boolean(top?.route) && `/${String(top?.route).replace(/^\//, '')}` === routes.flowModal
}

export function SignListScreen() {
  const list = useSignList('approve')
  const { status, info, pending, busy } = list
  // a second tap while the first is leaving (a gloved double tap) must not go back twice: past the Workbench to login;
  // but a back that did not take (the prompt opened in a race with another page's opening) must not leave the list
  // stuck in front, so a tap counts again after a while
  const leaving = useRef(false)
  const later = async () => {
    if (leaving.current) return
    leaving.current = true
    setTimeout(() => { if (stillInFront()) leaving.current = false }, LEAVING_MS)
    // "later" only postpones the prompt: if it is not stored, the prompt comes again next time, which is harmless
    await setSignListState(1).catch(() => undefined)
    goBack(routes.tabWorkbench)
  }
  const body = () => {
    if (status === 'loading') return <PageState status='loading' />
    if (status === 'error') return <PageState status='error' onRetry={() => void list.reload()} />
    if (!pending.length) return <PageState status='empty' text='没有待签署的文件' />
    return (
      <View className='esign__list'>
        {pending.map((d) => (
          <DocumentItem
            key={d.taskId}
            title={d.fullName}
            meta={[d.flowName, passedAt(d.endTime)]}
            actions={
              <View className={`esign__btn${busy ? ' esign__btn--disabled' : ''}`} onClick={() => !busy && void list.sign([d.taskId])}>
                签署
              </View>
            }
          />
        ))}
      </View>
    )
  }
  return (
    <View className='page esign'>
      <NavBar title='待签署文件' back onBack={() => goBack(routes.tabWorkbench)} />
      {pending.length ? <Text className='esign__headline'>您有 {pending.length} 份已审批通过的文件待签署</Text> : null}
      {info?.provider && !info.provider.certified ? <Text className='esign__banner'>{info.provider.notice}</Text> : null}
      {body()}
      <View className='esign__bar'>
        <View className='esign__btn esign__btn--ghost' onClick={() => void later()}>稍后签署</View>
        {info?.roleSign ? (
          <View className='esign__btn' onClick={() => void Taro.redirectTo({ url: routes.batchESignature })}>批量签署</View>
        ) : null}
      </View>
    </View>
  )
}
