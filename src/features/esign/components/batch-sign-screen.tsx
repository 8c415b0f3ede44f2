import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { NavBar, PageState } from '@/components'
import { routes } from '@/config/routes'
import { openFile } from '@/lib/media'
import { formatDate } from '@/utils'
import { downloadLink } from '../api/esign'
import { useSignList } from '../hooks/use-sign-list'
import { DocumentItem, passedAt } from './document-item'
import './esign.scss'

type Tab = 'pending' | 'signed'

/** the selection after a reload: only ids still waiting stay chosen */
export function keepSelected(selected: string[], pendingIds: string[]): string[] {
  return selected.filter((id) => pendingIds.includes(id))
}

/**
 * /pages/apply/batchESignature: the approved documents waiting for my signature, signed several at once by a
 * holder of the batch e-signature role (one at a time otherwise), and the documents I signed, to download and verify.
 */
export function BatchSignScreen() {
  const list = useSignList('approve')
  const { status, info, pending, signed, busy } = list
  const [tab, setTab] = useState<Tab>('pending')
  const [chosen, setChosen] = useState<string[]>([])
  const batch = Boolean(info?.roleSign)
  const pendingIds = useMemo(() => pending.map((d) => d.taskId), [pending])
  const selected = keepSelected(chosen, pendingIds)
  const allOn = pendingIds.length > 0 && selected.length === pendingIds.length
  const toggle = (id: string) => setChosen(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id])

  const signSelected = async () => {
    if (!selected.length || busy) return
    const ok = await list.sign(selected)
    if (ok) {
      setChosen([])
      setTab('signed')
    }
  }
  const download = (id: string, name: string) => openFile({ url: '', name, fileExtension: 'pdf', link: async () => (await downloadLink(id)).url })

  const pendingBody = () =>
    pending.length ? (
      <View className='esign__list'>
        {pending.map((d) => (
          <DocumentItem
            key={d.taskId}
            title={d.fullName}
            meta={[d.flowName, passedAt(d.endTime)]}
            checked={selected.includes(d.taskId)}
            onToggle={batch ? () => toggle(d.taskId) : undefined}
            actions={batch ? undefined : <View className='esign__btn' onClick={() => !busy && void list.sign([d.taskId])}>签署</View>}
          />
        ))}
      </View>
    ) : (
      <PageState status='empty' text='没有待签署的文件' />
    )

  const signedBody = () =>
    signed.length ? (
      <View className='esign__list'>
        {signed.map((d) => (
          <DocumentItem
            key={d.id}
            title={d.title}
            meta={[
              d.state === 1 ? `签署时间：${formatDate(d.signedTime ?? d.creatorTime, 'yyyy-mm-dd hh:MM')}` : '等待在电子签章服务完成签署',
              d.provider === 'fdd' ? '法大大电子签章' : '本地签章'
            ]}
            actions={
              d.state === 1 ? (
                <>
                  <View className='esign__btn' onClick={() => void download(d.id, d.fileName)}>下载</View>
                  <View className='esign__btn esign__btn--ghost' onClick={() => void Taro.navigateTo({ url: routes.batchESignatureTest(d.id) })}>验证</View>
                </>
              ) : d.signUrl ? (
                <View className='esign__btn' onClick={() => void Taro.navigateTo({ url: routes.autoSignWebview(d.signUrl) })}>去签署</View>
              ) : null
            }
          />
        ))}
      </View>
    ) : (
      <PageState status='empty' text='还没有签署过文件' />
    )

  return (
    <View className='page esign'>
      <NavBar title='批量电子签章' back />
      {info?.provider && !info.provider.certified ? <Text className='esign__banner'>{info.provider.notice}</Text> : null}
      {info && !batch ? <Text className='esign__banner'>您没有“批量电子签章”角色，请逐个签署</Text> : null}
      <View className='esign__tabs'>
        <View className={`esign__tab${tab === 'pending' ? ' esign__tab--on' : ''}`} onClick={() => setTab('pending')}>待签署（{pending.length}）</View>
        <View className={`esign__tab${tab === 'signed' ? ' esign__tab--on' : ''}`} onClick={() => setTab('signed')}>已签署（{signed.filter((d) => d.state === 1).length}）</View>
      </View>
      {status === 'loading' ? <PageState status='loading' /> : status === 'error' ? <PageState status='error' onRetry={() => void list.reload()} /> : tab === 'pending' ? pendingBody() : signedBody()}
      {tab === 'pending' && batch && pending.length ? (
        <View className='esign__bar'>
          <Text className='esign__select-all' onClick={() => setChosen(allOn ? [] : pendingIds)}>{allOn ? '取消全选' : '全选'}</Text>
          <View className={`esign__btn${!selected.length || busy ? ' esign__btn--disabled' : ''}`} onClick={() => void signSelected()}>
            {busy ? '签署中...' : `批量签署（${selected.length}）`}
          </View>
        </View>
      ) : null}
    </View>
  )
}
