// Recording exists only in the mini-program (RecorderManager). The build picks voice-recorder.weapp.ts or
// voice-recorder.h5.ts for './voice-recorder'; tsc and jest see this file (H5).
export { voiceRecorder } from './voice-recorder.h5'
