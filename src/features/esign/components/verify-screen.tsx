import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { SignedDocumentVO, VerifyVO } from '@shared/api/esign'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { formatDate } from '@/utils'
import { getSignedList, verifyDocument } from '../api/esign'
import { DocumentItem } from './document-item'
import './esign.scss'

const ACTIONS: Record<string, string> = { print: '打印', sign: '签署', submit: '提交签署', download: '下载', verify: '验证', fail: '失败' }

/** what the trail says, one line per step */
export function trailLines(result: VerifyVO): string[] {
  return result.trail.map((t) => `${formatDate(t.time, 'yyyy-mm-dd hh:MM:ss')} ${t.user} ${ACTIONS[t.action] ?? t.action}${t.detail ? `：${t.detail}` : ''}`)
}

function Result({ result }: { result: VerifyVO }) {
  return (
    <View className='esign__card'>
      <Text className={`esign__valid${result.valid ? '' : ' esign__valid--bad'}`}>{result.msg}</Text>
      <Text className='esign__muted'>{result.title}</Text>
      <Text className='esign__muted'>签署人：{result.signer} · {result.certified ? '法大大CA数字证书' : '本地签章（非CA认证）'}</Text>
      <Text className='esign__hash'>记录的SHA-256：{result.recorded}</Text>
      <Text className='esign__hash'>当前文件SHA-256：{result.sha256 || '—'}</Text>
      <Text className='esign__card-title' style={{ marginTop: '24px' }}>签署记录</Text>
      {trailLines(result).map((line, i) => <Text key={i} className='esign__muted'>{line}</Text>)}
    </View>
  )
}

/**
 * /pages/apply/batchESignature/testIndex: verification of signed documents. The server hashes the stored PDF again
 * and compares it with the hash recorded at signing; the trail shows who printed, signed, downloaded and verified it.
 */
export function VerifyScreen() {
  const { params } = useRouter()
  const [docs, setDocs] = useState<SignedDocumentVO[] | null>(null)
  const [result, setResult] = useState<VerifyVO | null>(null)
  const [error, setError] = useState('')

  const verify = async (id: string) => {
    setError('')
    try {
      setResult(await verifyDocument(id))
    } catch (err) {
      setError(errorText(err, '验证失败，请重试'))
    }
  }
  useEffect(() => {
    if (params.id) void verify(params.id)
    getSignedList().then((l) => setDocs(l.filter((d) => d.state === 1)), () => setDocs([]))
  }, [params.id])

  return (
    <View className='page esign'>
      <NavBar title='签章验证' back />
      {error ? <Text className='esign__banner'>{error}</Text> : null}
      {result ? <Result result={result} /> : null}
      {docs === null ? (
        <PageState status='loading' />
      ) : docs.length === 0 ? (
        <PageState status='empty' text='还没有签署过文件' />
      ) : (
        <View className='esign__list'>
          {docs.map((d) => (
            <DocumentItem
              key={d.id}
              title={d.title}
              meta={[`SHA-256：${d.sha256.slice(0, 16)}…`]}
              actions={<View className='esign__btn esign__btn--ghost' onClick={() => void verify(d.id)}>验证</View>}
            />
          ))}
        </View>
      )}
    </View>
  )
}
