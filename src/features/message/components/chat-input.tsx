import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { isUserCancel } from '@/lib/error-text'
import { pickImage } from '../lib/image-picker'
import { voiceRecorder } from '../lib/voice-recorder'
import type { ImageSource } from '../lib/media-types'
import { toast } from '../lib/feedback'
import { sendImage, sendText, sendVoice } from '../stores/chat-actions'
import { EmojiPanel } from './emoji-panel'

/** the bar under the chat: text with emoji, pictures from camera or album, hold-to-talk voice where supported */
export function ChatInput() {
  const [text, setText] = useState('')
  const [panel, setPanel] = useState<'none' | 'emoji'>('none')
  const [voiceMode, setVoiceMode] = useState(false)
  const [recording, setRecording] = useState(false)

  const submit = () => {
    if (!text.trim()) return
    sendText(text)
    setText('')
  }

  const chooseImage = async () => {
    let source: ImageSource
    try {
      const res = await Taro.showActionSheet({ itemList: ['拍照', '从相册选择'] })
      source = res.tapIndex === 0 ? 'camera' : 'album'
    } catch {
      return
    }
    try {
      sendImage(await pickImage(source))
    } catch (err) {
      if (!isUserCancel(err)) toast(err instanceof Error && err.message ? err.message : '选择图片失败')
    }
  }

  const toggleVoice = () => {
    if (!voiceRecorder.supported) {
      toast('浏览器中暂不支持发送语音，请在微信小程序中使用')
      return
    }
    setPanel('none')
    setVoiceMode((v) => !v)
  }

  const startRecord = () => {
    setRecording(true)
    voiceRecorder.start().catch((err: Error) => {
      setRecording(false)
      toast(err.message)
    })
  }

  const stopRecord = () => {
    if (!recording) return
    setRecording(false)
    voiceRecorder
      .stop()
      .then(sendVoice)
      .catch((err: Error) => toast(err.message))
  }

  return (
    <View className='chat-input'>
      <View className='chat-input__bar'>
        <View className='chat-input__tool' role='button' aria-label={voiceMode ? '切换到文字' : '发送语音'} onClick={toggleVoice}>
          {/* words, not emoji glyphs: not every device font has a microphone or keyboard symbol */}
          <Text className='chat-input__tool-word'>{voiceMode ? '键盘' : '语音'}</Text>
        </View>
        {voiceMode ? (
          <View
            className={`chat-input__talk${recording ? ' chat-input__talk--on' : ''}`}
            onTouchStart={startRecord}
            onTouchEnd={stopRecord}
            onTouchCancel={() => {
              setRecording(false)
              voiceRecorder.cancel()
            }}
          >
            <Text>{recording ? '松开 发送' : '按住 说话'}</Text>
          </View>
        ) : (
          <Input
            className='chat-input__text'
            value={text}
            placeholder='输入消息'
            confirmType='send'
            maxlength={1000}
            onInput={(e) => setText(e.detail.value)}
            onConfirm={submit}
            onFocus={() => setPanel('none')}
          />
        )}
        <View className='chat-input__tool' role='button' aria-label='表情' onClick={() => setPanel((p) => (p === 'emoji' ? 'none' : 'emoji'))}>
          <Text>😊</Text>
        </View>
        {text.trim() && !voiceMode ? (
          <View className='chat-input__send' role='button' aria-label='发送' onClick={submit}>
            <Text>发送</Text>
          </View>
        ) : (
          <View className='chat-input__tool' role='button' aria-label='发送图片' onClick={() => void chooseImage()}>
            <Text>＋</Text>
          </View>
        )}
      </View>
      {panel === 'emoji' ? <EmojiPanel onPick={(e) => setText((t) => t + e)} /> : null}
    </View>
  )
}
