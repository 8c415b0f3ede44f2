import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { goBack, PageState } from '@/components'
import { cancelScanLogin, confirmScanLogin, markTicketScanned } from '../api/scan-login'
import { errorText, isRetryable } from '@/lib/error-text'
import { ActionButton } from './action-button'
import { FailedState, type LoadFailure } from './failed-state'
import './scan-login-confirm.scss'

export interface ScanLoginConfirmProps {
  ticket?: string
  /** who the browser will be signed in as */
  userName?: string
  account?: string
}

type Step = 'checking' | 'ready' | 'confirming' | 'done'

/** the mini-program side of the web QR login: say what is being asked, then confirm or refuse it */
export function ScanLoginConfirm({ ticket, userName, account }: ScanLoginConfirmProps) {
  const [step, setStep] = useState<Step>('checking')
  // a failed check replaces the page; a failed confirmation stays on it, under the buttons
  const [failure, setFailure] = useState<LoadFailure | null>(null)
  const [error, setError] = useState('')

  const check = async () => {
    if (!ticket) return
    setStep('checking')
    setFailure(null)
    try {
      await markTicketScanned(ticket)
      setStep('ready')
    } catch (err) {
      setFailure({ text: errorText(err, '二维码已失效，请在网页端刷新后重新扫描'), retryable: isRetryable(err) })
    }
  }

  useEffect(() => {
    void check()
  }, [ticket])

  if (!ticket) return <FailedState text='缺少登录凭证，请重新扫描网页端的登录二维码' />
  if (failure) return <FailedState text={failure.text} onRetry={failure.retryable ? () => void check() : undefined} />
  if (step === 'checking') return <PageState status='loading' text='正在确认二维码...' />
  if (step === 'done') {
    return (
      <View className='pf-scan'>
        <View className='pf-scan__icon pf-scan__icon--done'>
          <Text>✓</Text>
        </View>
        <Text className='pf-scan__title'>网页端已登录</Text>
        <Text className='pf-scan__text'>您可以在电脑浏览器中继续使用。</Text>
        <ActionButton onClick={goBack}>完成</ActionButton>
      </View>
    )
  }

  const confirm = async () => {
    setStep('confirming')
    setError('')
    try {
      await confirmScanLogin(ticket)
      setStep('done')
    } catch (err) {
      setError(errorText(err, '登录确认失败，请重试'))
      setStep('ready')
    }
  }

  const cancel = async () => {
    // refused or not, the browser's ticket expires by itself; leave the page either way
    await cancelScanLogin(ticket).catch(() => undefined)
    goBack()
  }

  const who = userName ? `${userName}${account ? `（${account}）` : ''}` : '当前账号'
  return (
    <View className='pf-scan'>
      <View className='pf-scan__icon'>
        <Text>PC</Text>
      </View>
      <Text className='pf-scan__title'>网页端登录确认</Text>
      <Text className='pf-scan__text'>电脑浏览器正在请求登录，确认后将以 {who} 的身份登录网页端。</Text>
      <Text className='pf-scan__text pf-scan__text--warn'>如果不是您本人在电脑上操作，请点击“取消”。</Text>
      {error ? <View className='pf-scan__error' role='alert'><Text>{error}</Text></View> : null}
      <ActionButton loading={step === 'confirming'} onClick={() => void confirm()}>
        确认登录
      </ActionButton>
      <ActionButton type='plain' disabled={step === 'confirming'} onClick={() => void cancel()}>
        取消
      </ActionButton>
    </View>
  )
}
