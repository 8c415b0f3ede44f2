// The face photo of a field-service punch, where the section's shift rule requires the face (the server refuses a
// registered worker's punch without one): said plainly on screen, taken with the camera, sent with the punch and
// compared there with his enrolment. Without an enrolment it sends him to enrol first.
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { FaceEnrolmentVO } from '@shared/api/attendance-face'
import { routes } from '@/config/routes'
import { FaceShotView, type useFaceShot } from './face-shot'
import './face.scss'

export const FACE_REQUIRED_TEXT = '本合同段打卡需人脸识别：请拍摄本人正脸照片，提交时与录入的人脸比对（需联网）'

export function FieldFace({ shot, face, busy }: { shot: ReturnType<typeof useFaceShot>; face: FaceEnrolmentVO | null; busy: boolean }) {
  return (
    <View className='att-form att-form--pad'>
      <Text className='att-field__label'>人脸识别</Text>
      <Text className='att-hint'>{FACE_REQUIRED_TEXT}</Text>
      {face?.enrolled ? (
        <View className='face-shot'>
          <FaceShotView shot={shot} hint={shot.picked ? '已拍摄，提交打卡时比对' : '请正对镜头拍摄本人正脸照片'} />
          <View className='att-submit face-ghost' role='button' onClick={() => { if (!busy) void shot.take() }}>{shot.picked ? '重新拍摄人脸' : '拍摄人脸'}</View>
        </View>
      ) : (
        <View className='att-place'>
          <Text className='att-place__bad'>您尚未录入人脸照片，请先录入后再打卡</Text>
          {face && <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.faceRecognition(face.workerId) })}>去录入人脸</Text>}
        </View>
      )}
    </View>
  )
}
