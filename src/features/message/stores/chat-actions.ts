// Sending files: upload first (with progress on the bubble), then the SendMessage frame with the stored name.
// A failed upload or send leaves the bubble failed; retry picks up where it stopped.
import { uploadImFile } from '../api/upload'
import type { PickedImage, RecordedVoice } from '../lib/media-types'
import type { ChatMessage } from '../types'
import { useChatStore } from './chat-store'

const chat = () => useChatStore.getState()
const fileNames = new Map<string, string>()

async function uploadAndSend(key: string): Promise<void> {
  const msg = chat().messages.find((m) => m.key === key)
  if (!msg?.localPath) return
  chat().update(key, { state: 'sending', progress: 0 })
  try {
    const name = await uploadImFile(msg.localPath, fileNames.get(key) ?? 'file', (p) => chat().update(key, { progress: p }))
    const payload =
      msg.type === 'image'
        ? JSON.stringify({ name, width: msg.image?.width ?? 0, height: msg.image?.height ?? 0 })
        : JSON.stringify({ name, length: msg.voice?.length ?? 0 })
    chat().update(key, { payload, progress: 100 })
    chat().transmit(key)
  } catch {
    // the upload layer toasted the reason; the bubble offers the retry
    chat().update(key, { state: 'failed' })
  }
}

export function sendText(text: string): void {
  const value = text.trim()
  if (!value) return
  chat().addOutgoing({ type: 'text', text: value, payload: value })
}

export function sendImage(picked: PickedImage): void {
  const key = chat().addOutgoing({
    type: 'image',
    localPath: picked.path,
    image: { path: picked.path, width: picked.width, height: picked.height }
  })
  fileNames.set(key, picked.fileName)
  void uploadAndSend(key)
}

export function sendVoice(voice: RecordedVoice): void {
  const key = chat().addOutgoing({ type: 'voice', localPath: voice.path, voice: { path: voice.path, length: voice.length } })
  fileNames.set(key, voice.fileName)
  void uploadAndSend(key)
}

/** a failed bubble tapped: resend the frame, or redo the upload when it never finished */
export function retry(message: ChatMessage): void {
  if (message.state !== 'failed') return
  if (message.payload !== undefined) chat().transmit(message.key)
  else void uploadAndSend(message.key)
}
