export interface PickedImage {
  /** local path (weapp temp file) or blob: URL (H5) to upload */
  path: string
  width: number
  height: number
  /** file name with extension for the multipart part */
  fileName: string
}

export interface RecordedVoice {
  path: string
  /** seconds */
  length: number
  fileName: string
}

export interface VoiceRecorder {
  /** false where the platform cannot record (H5): the screen says so instead of showing the button */
  readonly supported: boolean
  start(): Promise<void>
  /** stops and answers the recording; rejects when it was too short or failed */
  stop(): Promise<RecordedVoice>
  cancel(): void
}

export type ImageSource = 'album' | 'camera'
